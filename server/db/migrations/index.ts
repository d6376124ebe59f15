import type { Migration } from 'kysely';
import * as system from './001_system.ts';
import * as files from './002_files.ts';
import * as entityCounts from './003_entity_counts.ts';
import * as pushEvents from './004_push_events.ts';
import * as uploads from './005_uploads.ts';
import * as formsCategories from './006_forms_categories.ts';
import * as adminIdentity from './007_admin_identity.ts';
import * as adminOperations from './008_admin_operations.ts';
import * as jobs from './009_jobs.ts';
import * as departPermissions from './010_depart_permissions.ts';
import * as fillRuleCounters from './011_fill_rule_counters.ts';
import * as permissionDataRules from './012_permission_data_rules.ts';
import * as smsOutboxAddress from './013_sms_outbox_address.ts';
import * as smsSendStatus from './014_sms_send_status.ts';
import * as sessionTenant from './015_session_tenant.ts';
import * as registeredRole from './016_registered_role.ts';
import * as msgCategoryTodo from './017_msg_category_todo.ts';
import * as ruleMenuComponents from './018_rule_menu_components.ts';
import * as dictsCodeUnique from './019_dicts_code_unique.ts';

/** Every migration, in order. A new step is a new file added here; released steps never change. */
export const migrations: Record<string, Migration> = {
  '001_system': system,
  '002_files': files,
  '003_entity_counts': entityCounts,
  '004_push_events': pushEvents,
  '005_uploads': uploads,
  '006_forms_categories': formsCategories,
  '007_admin_identity': adminIdentity,
  '008_admin_operations': adminOperations,
  '009_jobs': jobs,
  '010_depart_permissions': departPermissions,
  '011_fill_rule_counters': fillRuleCounters,
  '012_permission_data_rules': permissionDataRules,
  '013_sms_outbox_address': smsOutboxAddress,
  '014_sms_send_status': smsSendStatus,
  '015_session_tenant': sessionTenant,
  '016_registered_role': registeredRole,
  '017_msg_category_todo': msgCategoryTodo,
  '018_rule_menu_components': ruleMenuComponents,
  '019_dicts_code_unique': dictsCodeUnique,
};
