/**
 * Device information and settings (spec B. Device, B. Settings): two host
 * modules with their own receipt header/footer, a default receipt, and the
 * web server settings.
 */

export interface ReceiptLines {
  line1: string;
  line2: string;
  line3: string;
  line4: string;
  line5: string;
}

export interface HostModule {
  address: string;
  port: number;
  terminal_id: string;
  merchant_id: string;
  deferred_auth: { enabled: boolean };
  receipt: { header: ReceiptLines; footer: ReceiptLines };
  /** Not a settings key: whether this host populates issuer_id (B. Transaction: "not populated by every host module"). */
  populatesIssuerId: boolean;
}

export interface TerminalSettings {
  primary: string;
  hosts: Record<string, HostModule>;
  receipt: { header: ReceiptLines; footer: ReceiptLines };
}

const lines = (...l: string[]): ReceiptLines => ({
  line1: l[0] ?? '',
  line2: l[1] ?? '',
  line3: l[2] ?? '',
  line4: l[3] ?? '',
  line5: l[4] ?? '',
});

export const PRIMARY_HOST = 'acquirer_a';
/** American Express cards are acquired by the second host, as on many real estates. */
export const AMEX_HOST = 'acquirer_b';

export const defaultSettings: TerminalSettings = {
  primary: PRIMARY_HOST,
  hosts: {
    [PRIMARY_HOST]: {
      address: '127.0.0.1',
      port: 9101,
      terminal_id: '21345678',
      merchant_id: '4001234567',
      deferred_auth: { enabled: true },
      receipt: {
        header: lines('PAYCERT CAFE', '1 Test Street', 'Testville TE1 1ST', 'Tel 01234 567890', ''),
        footer: lines('THANK YOU', 'PLEASE RETAIN RECEIPT', 'FOR YOUR RECORDS', '', ''),
      },
      populatesIssuerId: true,
    },
    [AMEX_HOST]: {
      address: '127.0.0.1',
      port: 9102,
      terminal_id: '31987654',
      merchant_id: '9876543210',
      deferred_auth: { enabled: false },
      receipt: {
        header: lines('PAYCERT CAFE', 'AMEX MERCHANT', '1 Test Street', '', ''),
        footer: lines('THANK YOU FOR USING AMEX', '', '', '', ''),
      },
      populatesIssuerId: false,
    },
  },
  receipt: {
    header: lines('PAYCERT', 'TEST TERMINAL', '', '', ''),
    footer: lines('THANK YOU', '', '', '', ''),
  },
};

/** The settings document (B. Settings); its faults are entries (faultEntries/answerFaults.ts). */
export function settingsDocument(s: TerminalSettings, httpPort: number): Record<string, unknown> {
  const settings: Record<string, unknown> = { host: { module: s.primary } };
  for (const [name, h] of Object.entries(s.hosts)) {
    settings[name] = {
      address: h.address,
      port: h.port,
      terminal_id: h.terminal_id,
      merchant_id: h.merchant_id,
      deferred_auth: { enabled: h.deferred_auth.enabled },
      receipt: h.receipt,
    };
  }
  settings.receipt = s.receipt;
  settings.webserver = { http: { enabled: true, port: httpPort } };
  return { success: true, settings };
}

/** The device document (B. Device); the serial number follows the seed. */
export function deviceDocument(seed: number): Record<string, unknown> {
  const device: Record<string, unknown> = {
    manufacturer: 'Paycert Devices Ltd',
    family: 'PX-SIM',
    serial_number: `PXS${String(seed >>> 0)
      .padStart(10, '0')
      .slice(-10)}`,
    software_version: '2.4.1-sim',
  };
  return { success: true, device };
}
