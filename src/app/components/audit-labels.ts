import type { AuditAction, AuditObjectType } from '../../contract/audit';
import { msg } from '../lib/i18n';

/** How an audit row's action and object type read (the audit log page and each record's History). */
export const AUDIT_ACTION_NAMES: Record<AuditAction, ReturnType<typeof msg>> = {
  create: msg('components.audit.action.create'),
  update: msg('components.audit.action.update'),
  delete: msg('components.audit.action.delete'),
  ignore: msg('components.audit.action.ignore'),
  unignore: msg('components.audit.action.unignore'),
  start: msg('components.audit.action.start'),
  cancel: msg('components.audit.action.cancel'),
  regenerate_token: msg('components.audit.action.regenerate_token'),
  enable: msg('components.audit.action.enable'),
  disable: msg('components.audit.action.disable'),
  accept: msg('components.audit.action.accept'),
  purge: msg('components.audit.action.purge'),
};

export const AUDIT_OBJECT_NAMES: Record<AuditObjectType, ReturnType<typeof msg>> = {
  policy: msg('components.audit.object.policy'),
  project: msg('components.audit.object.project'),
  proprietor: msg('components.audit.object.proprietor'),
  webhook: msg('components.audit.object.webhook'),
  policy_alert: msg('components.audit.object.policy_alert'),
  run: msg('components.audit.object.run'),
  ml_model: msg('components.audit.object.ml_model'),
  user: msg('components.audit.object.user'),
};
