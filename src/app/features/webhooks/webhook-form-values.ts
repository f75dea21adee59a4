import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../lib/contract-resolver';
import { localizeResolver } from '../../lib/localize-resolver';
import { WebhookInputSchema, type Webhook, type WebhookValues } from '../../../contract/webhooks';
import { inCatalogOrder } from './trigger-groups';

/** What the inputs hold; `toInput` turns it into the contract's WebhookInput. */
export type WebhookFormValues = {
  name: string;
  url: string;
  /** Project ids as strings (what the multi-select holds); none = all projects. */
  projects: string[];
  events: string[];
  /** Empty on edit = keep the stored token. */
  token: string;
  /** Edit only: "Clear token" was pressed, so the save sends `"token": ""`. */
  clear_token: boolean;
};

export const NEW_WEBHOOK: WebhookFormValues = {
  name: '',
  url: '',
  projects: [],
  events: [],
  token: '',
  clear_token: false,
};

/** The record never carries its token (CONTRACT §5), so the token field starts empty. */
export function webhookToForm(webhook: Webhook): WebhookFormValues {
  return {
    name: webhook.name,
    url: webhook.url,
    projects: webhook.projects.map(String),
    events: inCatalogOrder(webhook.events),
    token: '',
    clear_token: false,
  };
}

/**
 * A typed token replaces the stored one; an empty field leaves `token` out (the
 * server keeps what it has; on create there is none), unless "Clear token" asked for `""`.
 */
export function tokenChange(values: Pick<WebhookFormValues, 'token' | 'clear_token'>): { token?: string } {
  if (values.token !== '') return { token: values.token };
  return values.clear_token ? { token: '' } : {};
}

function toInput(values: WebhookFormValues) {
  return {
    name: values.name,
    url: values.url,
    projects: values.projects.map(Number),
    events: values.events,
    ...tokenChange(values),
  };
}

// The contract's schema judges the values the API would get, so client and server agree; its English
// messages read in the console's language, as the server's answers do.
export const resolver: Resolver<WebhookFormValues, unknown, WebhookValues> = localizeResolver(
  contractResolver(WebhookInputSchema, toInput),
);
