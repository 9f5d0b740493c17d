// PayPal's error envelope as the stand-in sends it (docs/decisions/033):
// {name, message, details: [{field, value, location, issue, description}], debug_id, links},
// the name and message fixed by the HTTP status as the Orders v2 and Payments v2 documents
// word them (error_400 … error_503), the fine-grained reason in details[].issue. Every answer
// also carries PayPal's Paypal-Debug-Id header. The older v1 APIs (webhooks, disputes) answer in
// their own shape: v1Error below.
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
      'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  },
  403: {
    name: 'NOT_AUTHORIZED',
    message: 'Authorization failed due to insufficient permissions.',
  },
  404: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' },
  409: {
    name: 'RESOURCE_CONFLICT',
    message: 'The server has detected a conflict while processing this request.',
  },
  415: {
    name: 'UNSUPPORTED_MEDIA_TYPE',
    message: "The server does not support the request payload's media type.",
  },
  422: {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
  },
  500: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' },
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

/** 415: a body that is not JSON where PayPal takes JSON. */
export function unsupportedMediaType(): SimResponse {
  return payPalError(415);
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

/** One detail of a v1 refusal: the field (a JSON pointer) and the issue. */
interface V1Detail {
  field: string;
  issue: string;
  value?: string;
  location?: 'body' | 'path' | 'query';
}

/**
 * A refusal of the v1 APIs (webhooks, disputes), in their envelope: {name, message, debug_id,
 * details, links} with the issue as a short text; a request that breaks the schema is
 * VALIDATION_ERROR, "Invalid request - see details".
 */
export function v1Error(
  status: number,
  name: string,
  message: string,
  details: readonly V1Detail[] = [],
): SimResponse {
  return {
    status,
    body: {
      name,
      message,
      debug_id: newDebugId(),
      details: details.map((detail) => ({ location: 'body', ...detail })),
      links: [],
    },
  };
}

export function v1ValidationError(details: readonly V1Detail[]): SimResponse {
  return v1Error(400, 'VALIDATION_ERROR', 'Invalid request - see details', details);
}
