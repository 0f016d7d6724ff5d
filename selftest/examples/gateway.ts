/**
 * Realistic gateway (Part A) documents, each with the schema it must pass.
 * Shapes follow the spec (A. Resources and their fields, States A); values
 * follow the field notes (18-digit references, integration test card Visa
 * 4000000000000002, which appears only in requests, never in a response).
 */
import type { Example } from './example.js';

const base = 'https://gateway-int.paycert.example';
const jobRef = '310012345678901234';
const paymentRef = '310012345678905678';
const orderNumber = 'ORD-2026-000123';
const returnQuery = `paymentjobref=${jobRef}&paymentref=${paymentRef}&ordernumber=${orderNumber}`;

const recipientDetails = {
  lastname: 'Jansen',
  dateOfBirth: '1984-03-17T00:00:00Z',
  postcode: 'EC1A 1BB',
  primaryAccountNumber: '1234567890',
};

const acquiringInitial = { ThreeDSecureVersion: '2.2.0', ThreeDSecureVersionReason: 'CardEnrolled' };

const acquiringProcessed = {
  ...acquiringInitial,
  AuthenticationStatus: 'Y',
  Xid: null,
  Cavv: 'AAABBEg0VhI0VniQEjRWAAAAAAA=',
  Eci: '05',
  AuthCode: '123456',
  Arn: '74000006321000012345678',
  Message: 'Approved',
  Status: 'Authorised',
  IssuerResponseCode: '00',
  CvvAvsResult: 'M',
  AcquirerResponseCode: '00',
  TruncatedCardNumber: '400000******0002',
};

const cardParameters = {
  cardNumber: '4000000000000002',
  cardCvc: '123',
  cardExpiryMonth: '12',
  cardExpiryYear: '29',
  returnUrlSuccess: 'https://shop.example/return/success',
  returnUrlFailed: 'https://shop.example/return/failed',
  returnUrlCancelled: 'https://shop.example/return/cancelled',
};

const cardRequest = {
  type: 'Payment',
  paymentMethodsToUse: ['creditcard'],
  parameters: cardParameters,
  order: { orderNumber },
  currency: 'EUR',
  amountToCollect: '12.50',
  locale: 'en_GB',
  options: ['GenerateToken'],
};

const startStep = {
  reference: '310012345678909012',
  createDateTimeUtc: '2026-11-21T13:05:12.512Z',
  action: 'Start',
  paymentMethods: ['Card'],
  status: 'Pending',
  amountToCollect: '12.50',
};

const pendingPayment = {
  reference: paymentRef,
  createDateTimeUtc: '2026-11-21T13:05:12.498Z',
  paymentMethods: ['Card'],
  status: 'Pending',
  amountToCollect: '12.50',
  surchargeAmount: '0.00',
  steps: [startStep],
  flags: {},
  attributes: {
    returnUrlSuccess: `https://shop.example/return/success?${returnQuery}`,
    returnUrlFailed: `https://shop.example/return/failed?${returnQuery}`,
    returnUrlCancelled: `https://shop.example/return/cancelled?${returnQuery}&status=Cancelled`,
    serviceAcquiringDetails: JSON.stringify(acquiringInitial),
  },
  refunds: [],
  captures: [],
};

const pendingJob = {
  reference: jobRef,
  createDateTimeUtc: '2026-11-21T13:05:12.4831234Z',
  type: 'Payment',
  traceReference: '0HN8A1B2C3D4E:00000001',
  configurationId: 'cfg-7f3a9c21',
  domain: 'shop.example',
  locale: 'en_GB',
  timeZone: 'Europe/Amsterdam',
  order: { orderNumber, createDateTimeUtc: '2026-11-21T13:05:12.480Z', orderLines: [] },
  orderHistory: [],
  paymentMethodsToUse: ['Card'],
  currency: 'EUR',
  amountToCollect: '12.50',
  expirationDateTimeUtc: '2027-05-21T13:05:12.483Z',
  dueDateTimeUtc: '2027-05-21T13:05:12.483Z',
  lastUpdateTimeUtc: '2026-11-21T13:05:12.530Z',
  lastProcessedTimeUtc: '2026-11-21T13:05:12.530Z',
  flags: { generateToken: true, direct: false },
  attributes: {},
  paymentStatus: 'Pending',
  payments: [pendingPayment],
};

const links = {
  data: { url: `${base}/api/gateway/payment-jobs/${jobRef}?locale=en_GB`, type: 'application/json' },
  action: { url: `${base}/3ds/${jobRef}`, type: 'text/html' },
  documentation: { url: 'https://docs.paycert.example/gateway/payment-jobs', type: 'text/html' },
};

const paidJob = {
  ...pendingJob,
  lastUpdateTimeUtc: '2026-11-21T13:06:40.101Z',
  lastProcessedTimeUtc: '2026-11-21T13:06:40.101Z',
  amountCollected: '12.50',
  paidAmount: '12.50',
  paidDateTimeUtc: '2026-11-21T13:06:40.087Z',
  flags: { generateToken: true, direct: false, createdOnMapi: true },
  paymentStatus: 'Paid',
  payments: [
    {
      ...pendingPayment,
      status: 'Paid',
      paidAmount: '12.50',
      steps: [
        startStep,
        {
          ...startStep,
          reference: '310012345678909013',
          createDateTimeUtc: '2026-11-21T13:06:40.064Z',
          action: 'Process',
          status: 'Paid',
        },
      ],
      attributes: {
        ...pendingPayment.attributes,
        serviceAcquiringDetails: JSON.stringify(acquiringProcessed),
        originatingIpAddress: '203.0.113.7, 10.0.0.12',
        originHeader: 'https://shop.example',
        paymentMethodTransactionId: 'a1f0c6de-59b3-4c1e-9d7e-3f2b8c4d5e60',
        token: '91004827163502948167',
      },
    },
  ],
};

export const gatewayExamples: readonly Example[] = [
  {
    name: 'tokenisation request',
    schema: 'gateway/tokenisation-request',
    document: {
      cardNumber: '4000000000000002',
      CardHolderName: 'A. Jansen',
      cardExpiryYear: '29',
      cardExpiryMonth: '12',
      cardCvc: '123',
    },
  },
  {
    name: 'tokenisation response',
    schema: 'gateway/tokenisation-response',
    document: {
      data: {
        token: '91004827163502948167',
        cardExpiryMonth: '12',
        cardExpiryYear: '29',
        truncatedCardNumber: '400000******0002',
      },
    },
  },
  { name: 'payment job request, card', schema: 'gateway/payment-job-request', document: cardRequest },
  {
    name: 'payment job request, token',
    schema: 'gateway/payment-job-request',
    document: {
      type: 'Payment',
      paymentMethodsToUse: ['Card'],
      parameters: {
        token: '91004827163502948167',
        cardCvc: '123',
        cardExpiryMonth: '12',
        cardExpiryYear: '29',
      },
      order: { orderNumber: 'ORD-2026-000124' },
      currency: 'GBP',
      amountToCollect: '40.00',
    },
  },
  {
    name: 'payment job request, mcc 6012',
    schema: 'gateway/payment-job-request',
    document: {
      ...cardRequest,
      parameters: { ...cardParameters, mcc: '6012', recipientDetails: JSON.stringify(recipientDetails) },
      order: { orderNumber: 'ORD-2026-000125', orderLines: [{ description: 'Loan repayment', quantity: 1 }] },
    },
  },
  { name: 'recipient details', schema: 'gateway/recipient-details', document: recipientDetails },
  {
    name: 'payment job response, pending',
    schema: 'gateway/payment-job-response',
    document: { data: pendingJob, links },
  },
  {
    name: 'payment job response, paid',
    schema: 'gateway/payment-job-response',
    document: { data: paidJob, links: { ...links, action: { type: 'text/html' } } },
  },
  {
    name: 'service acquiring details, initial',
    schema: 'gateway/service-acquiring-details-initial',
    document: acquiringInitial,
  },
  {
    name: 'service acquiring details, processed',
    schema: 'gateway/service-acquiring-details-processed',
    document: acquiringProcessed,
  },
  {
    name: 'problem details, refusal',
    schema: 'gateway/problem-details',
    document: {
      type: 'https://gateway-int.paycert.example/problems/hash-mismatch',
      title: 'The Hash does not match the request',
      status: 401,
      detail: 'Recompute the Hash over the API key followed by the exact body.',
    },
  },
  {
    name: 'error envelope, 3-D Secure failed',
    schema: 'gateway/error-envelope',
    document: {
      data: null,
      errorReport: {
        errors: [
          {
            code: 'ThreeDSecureFailed',
            message: '3-D Secure authentication failed.',
            parameters: [],
            translatedMessage: '3-D Secure authentication failed.',
          },
        ],
        warnings: [],
        isFatalError: true,
      },
      links: null,
    },
  },
];
