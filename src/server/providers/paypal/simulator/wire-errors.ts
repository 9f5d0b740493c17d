// PayPal's error envelope as the stand-in sends it (reference/integrations.md §1.4):
// {name, message, details: [{field, value, location, issue, description}], debug_id, links},
// the name fixed by the HTTP status and the fine-grained reason in details[].issue. Every
// answer also carries PayPal's Paypal-Debug-Id header.
import { newDebugId } from './ids.ts';

/** What a stand-in operation answers; the routes only put it on the wire. */
export interface SimResponse {
  status: number;
  body: unknown;
}

export interface SimIssue {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header' | 'query';
}

interface WireLink {
  href: string;
  rel: string;
  method?: string;
}

const errorNames: Record<number, { name: string; message: string }> = {
  400: {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  },
  401: {
    name: 'AUTHENTICATION_FAILURE',
    message:
      'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  },
  403: {
    name: 'NOT_AUTHORIZED',
    message: 'Authorization failed due to insufficient permissions.',
  },
  404: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' },
  422: {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
  },
  500: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' },
  503: {
    name: 'SERVICE_UNAVAILABLE',
    message: 'Service Unavailable.',
  },
};

export function payPalError(
  status: number,
  issue?: SimIssue,
  options: { links?: WireLink[]; docsPath?: string } = {},
): SimResponse {
  const known = errorNames[status] ?? errorNames[500] ?? { name: 'ERROR', message: 'Error.' };
  const docs = options.docsPath ?? 'orders/v2';
  return {
    status,
    body: {
      name: known.name,
      message: known.message,
      ...(issue
        ? {
            details: [
              {
                ...(issue.field !== undefined ? { field: issue.field } : {}),
                ...(issue.value !== undefined ? { value: issue.value } : {}),
                ...(issue.field !== undefined ? { location: issue.location ?? 'body' } : {}),
                issue: issue.issue,
                description: issue.description,
              },
            ],
          }
        : {}),
      debug_id: newDebugId(),
      links: [
        ...(issue
          ? [
              {
                href: `https://developer.paypal.com/docs/api/${docs}/#error-${issue.issue}`,
                rel: 'information_link',
                method: 'GET',
              },
            ]
          : [
              {
                href: 'https://developer.paypal.com/docs/api/overview/#error',
                rel: 'information_link',
              },
            ]),
        ...(options.links ?? []),
      ],
    },
  };
}

/** 401 for a missing, unknown or expired Bearer token. */
export function authenticationFailure(): SimResponse {
  return payPalError(401);
}

export function resourceNotFound(id: string, field = 'order_id'): SimResponse {
  return payPalError(404, {
    issue: 'INVALID_RESOURCE_ID',
    description:
      'Specified resource ID does not exist. Please check the resource ID and try again.',
    field,
    value: id,
    location: 'path',
  });
}
