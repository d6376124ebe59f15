import { SchemaRoutePage } from '../../schema/SchemaRoutePage';

/** The schema page (schemas/pages/account-center.json) that serves 个人中心. */
export const ACCOUNT_CENTER_COMPONENT = 'account/Center';

/**
 * /account/center, 个人中心 (seed 000 §2.9): every signed-in user has it, whatever the menu holds, so
 * it is a static route of the frame; what it shows is a schema page over the user's own record.
 */
export function AccountCenterPage() {
  return <SchemaRoutePage component={ACCOUNT_CENTER_COMPONENT} />;
}
