/** A merchant configuration of the simulated gateway (Authentication A, rule 1). */

export interface GatewayConfiguration {
  id: string;
  /** Active API keys; two at once = rotation (field notes). */
  apiKeys: readonly string[];
  /** Shown as the merchant on the 3-D Secure page. */
  name?: string;
  /** Defaults for jobs whose parameters carry no return URLs. */
  returnUrls?: { success?: string; failed?: string; cancelled?: string };
}

export const defaultConfiguration: GatewayConfiguration = {
  id: 'paycert-sim',
  apiKeys: ['paycert-sim-key'],
  name: 'paycert simulated merchant',
};

/** Refuses configurations the simulator could not serve, naming the field and the rule. */
export function checkConfigurations(list: readonly GatewayConfiguration[]): void {
  if (list.length === 0) throw new Error('configurations: at least one is required');
  const ids = new Set<string>();
  list.forEach((c, i) => {
    if (typeof c.id !== 'string' || c.id === '')
      throw new Error(`configurations[${i}].id must be a non-empty string`);
    if (ids.has(c.id)) throw new Error(`configurations[${i}].id "${c.id}" is used twice`);
    ids.add(c.id);
    if (
      !Array.isArray(c.apiKeys) ||
      c.apiKeys.length === 0 ||
      c.apiKeys.some((k) => typeof k !== 'string' || k === '')
    ) {
      throw new Error(`configurations[${i}].apiKeys must hold at least one non-empty string`);
    }
    for (const [kind, url] of Object.entries(c.returnUrls ?? {})) {
      if (url !== undefined && !/^https?:\/\/\S+$/.test(url)) {
        throw new Error(`configurations[${i}].returnUrls.${kind} must be an absolute http(s) URL`);
      }
    }
  });
}
