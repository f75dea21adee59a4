import users from './001-users';
import licenses from './002-licenses';
import catalog from './003-catalog';
import policies from './004-policies';
import webhooks from './005-webhooks';
import delivery from './006-delivery';
import runs from './007-runs';
import dependencyCounts from './008-dependency-counts';
import searchStatistics from './009-search-statistics';
import webhookHealth from './010-webhook-health';
import policyTrees from './011-policy-trees';
import people from './012-people';
import overview from './013-overview';
import alertTriage from './014-alert-triage';
import licenseCategories from './015-license-categories';
import analyses from './016-analyses';
import webhookDisablePoint from './017-webhook-disable-point';
import alertMatchedRules from './018-alert-matched-rules';
import sca from './019-sca';
import vulnerabilityAliasesIndex from './020-vulnerability-aliases-index';
import secrets from './021-secrets';
import clones from './022-clones';
import containerImages from './023-container-images';
import dependencyListJson from './024-dependency-list-json';

export type Migration = { version: number; name: string; sql: string };

/**
 * Versioned migrations, applied in order at start; never edit one that has shipped, add the next.
 * migrate() records each one's checksum and refuses to start when an applied one's text changed.
 */
export const MIGRATIONS: Migration[] = [
  { version: 1, name: 'users', sql: users },
  { version: 2, name: 'licenses', sql: licenses },
  { version: 3, name: 'catalog', sql: catalog },
  { version: 4, name: 'policies', sql: policies },
  { version: 5, name: 'webhooks', sql: webhooks },
  { version: 6, name: 'delivery', sql: delivery },
  { version: 7, name: 'runs', sql: runs },
  { version: 8, name: 'dependency counts', sql: dependencyCounts },
  { version: 9, name: 'search statistics', sql: searchStatistics },
  { version: 10, name: 'webhook health', sql: webhookHealth },
  { version: 11, name: 'policy trees', sql: policyTrees },
  { version: 12, name: 'people', sql: people },
  { version: 13, name: 'overview', sql: overview },
  { version: 14, name: 'alert triage', sql: alertTriage },
  { version: 15, name: 'license categories', sql: licenseCategories },
  { version: 16, name: 'analyses', sql: analyses },
  { version: 17, name: 'webhook disable point', sql: webhookDisablePoint },
  { version: 18, name: 'alert matched rules', sql: alertMatchedRules },
  { version: 19, name: 'sca', sql: sca },
  { version: 20, name: 'vulnerability aliases index', sql: vulnerabilityAliasesIndex },
  { version: 21, name: 'secrets', sql: secrets },
  { version: 22, name: 'clones', sql: clones },
  { version: 23, name: 'container images', sql: containerImages },
  { version: 24, name: 'dependency list json', sql: dependencyListJson },
];
