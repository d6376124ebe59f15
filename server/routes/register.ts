import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { hashPassword } from '../auth/password.ts';
import { checkSmsCode, consumeSmsCode, SMS_MODE } from '../auth/smsCodes.ts';
import { throttleKeys } from '../auth/throttle.ts';
import { ApiError, fail, ok, okMessage } from '../http/envelope.ts';
import { bodyOf, queryOf, text } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { formatDateTime, newId } from '../ids.ts';
import { writeLog } from '../services/login.ts';
import { userPermissionCodes } from '../services/permissions.ts';
import { userPerms } from '../admin/users/permissions.ts';
import type { AuthContext } from '../auth/sessions.ts';
import { passwordRecoveryRoutes } from './passwordRecovery.ts';
import { registerMsg } from './registerMessages.ts';
import { EMAIL, EMAIL_MAX, MOBILE, passwordProblem, USERNAME } from './registerRules.ts';

/**
 * Self-registered accounts get the demo data's 注册用户 role: the home page, the workplace and their
 * messages, no business list. Business data waits for an administrator to grant a role (issue 14).
 * A database seeded before that role existed has none to give: the account then starts with no role.
 */
const REGISTERED_ROLE_CODE = 'registered';

/**
 * Self-registration (seed 000 §2.1 /user/register, api-contract section 2 anonymous URLs):
 * GET /sys/user/checkOnlyUser and POST /sys/user/register, then the recovery pair.
 */
export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  /**
   * The platform's answer: success false with 用户账号已存在 when taken, true when free; result is true
   * either way. Only account administrators (user:add or user:edit) hear the truth: to anyone else
   * every name is free, so the call tells nobody which accounts exist (issue 14). The registration
   * form learns of a taken name from the registration itself, once an SMS code proved the phone.
   */
  app.get('/sys/user/checkOnlyUser', { config: { access: anon } }, async (request) => {
    const query = queryOf(request);
    const by = { username: text(query, 'username', 100), phone: text(query, 'phone', 45), email: text(query, 'email', 100) };
    if (!by.username && !by.phone && !by.email) throw new ApiError(registerMsg.usernameRequired);
    if (!(await administersAccounts(ctx, request.auth))) return ok(true);
    let lookup = db.kysely.selectFrom('sysUser').select('id');
    if (by.username) lookup = lookup.where('username', '=', by.username);
    if (by.phone) lookup = lookup.where('phone', '=', by.phone);
    if (by.email) lookup = lookup.where('email', '=', by.email);
    const taken = await lookup.executeTakeFirst();
    return taken ? fail(registerMsg.usernameTaken, 500, true) : ok(true);
  });

  app.post('/sys/user/register', { config: { access: anon } }, async (request) => {
    const body = bodyOf(request);
    const username = text(body, 'username', 100);
    const password = text(body, 'password', 200);
    const phone = text(body, 'phone', 45);
    const smscode = text(body, 'smscode', 10);
    const email = text(body, 'email', 100);
    if (!username) throw new ApiError(registerMsg.usernameRequired);
    if (!USERNAME.test(username)) throw new ApiError(registerMsg.usernameInvalid);
    const weak = passwordProblem(password);
    if (weak) throw new ApiError(weak);
    if (!MOBILE.test(phone)) throw new ApiError(msg.smsMobileInvalid);
    if (email && (email.length > EMAIL_MAX || !EMAIL.test(email))) throw new ApiError(registerMsg.emailInvalid);
    if (!smscode) throw new ApiError(registerMsg.smscodeRequired);

    const keys = throttleKeys('register', phone, request.ip);
    await ctx.throttle.before(keys);
    // Whether a name, phone or e-mail is taken is told only once the code proved the phone, and each
    // such answer counts as a failure: one code cannot probe for accounts without end (issue 14).
    const proof = await checkSmsCode(db.kysely, { mobile: phone, smsMode: SMS_MODE.register, code: smscode });
    if (proof !== 'ok') {
      await ctx.throttle.failed(keys);
      throw new ApiError(proof === 'expired' ? registerMsg.smsExpired : msg.smsWrong);
    }
    await assertFree(ctx, { username, phone, email }).catch(async (error: unknown) => {
      await ctx.throttle.failed(keys);
      throw error;
    });
    const registeredRole = await db.kysely.selectFrom('sysRole').select('id').where('roleCode', '=', REGISTERED_ROLE_CODE).executeTakeFirst();
    const passwordHash = await hashPassword(password);
    const userId = newId();
    // The code is spent in the same transaction as the account is made: a failed insert keeps it.
    const outcome = await db.kysely.transaction().execute(async (trx) => {
      const check = await consumeSmsCode(trx, { mobile: phone, smsMode: SMS_MODE.register, code: smscode });
      if (check !== 'ok') return check;
      await trx.insertInto('sysUser').values({
        id: userId, username, realname: username, password: passwordHash, avatar: null, birthday: null, sex: null,
        email: email || null, phone, orgCode: null, status: 1, delFlag: 0, workNo: null, post: null, telephone: null,
        userIdentity: 1, departIds: null, relTenantIds: null, clientId: null, homePath: null, passwordChangedAt: null,
        createBy: username, createTime: formatDateTime(), updateBy: null, updateTime: null,
      }).execute();
      if (registeredRole) await trx.insertInto('sysUserRole').values({ id: newId(), userId, roleId: registeredRole.id }).execute();
      return check;
    }).catch(async (error: unknown) => {
      // Two registrations racing for the same name, phone or e-mail: the loser hears which one.
      await assertFree(ctx, { username, phone, email });
      throw error;
    });
    if (outcome !== 'ok') {
      await ctx.throttle.failed(keys);
      throw new ApiError(outcome === 'expired' ? registerMsg.smsExpired : msg.smsWrong);
    }
    await ctx.throttle.succeeded(keys);
    await writeLog(ctx, request, { logType: 2, content: `用户注册: ${username}`, userId, username, operateType: 2 });
    return okMessage(registerMsg.registered);
  });

  passwordRecoveryRoutes(app, ctx);
}

/** Holders of user:add or user:edit, who see every account anyway. */
async function administersAccounts(ctx: AppContext, auth: AuthContext | null): Promise<boolean> {
  if (!auth) return false;
  const codes = await userPermissionCodes(ctx.db, auth.user.id);
  return codes.has(userPerms.add) || codes.has(userPerms.edit);
}

async function assertFree(ctx: AppContext, wanted: { username: string; phone: string; email: string }): Promise<void> {
  const { kysely } = ctx.db;
  if (await kysely.selectFrom('sysUser').select('id').where('username', '=', wanted.username).executeTakeFirst()) {
    throw new ApiError(registerMsg.usernameRegistered);
  }
  if (await kysely.selectFrom('sysUser').select('id').where('phone', '=', wanted.phone).executeTakeFirst()) {
    throw new ApiError(registerMsg.phoneRegistered);
  }
  if (wanted.email && (await kysely.selectFrom('sysUser').select('id').where('email', '=', wanted.email).executeTakeFirst())) {
    throw new ApiError(registerMsg.emailRegistered);
  }
}
