import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, TEST_PASSWORD, type ApiBody, type TestServer } from '../helpers/server.ts';

type Row = Record<string, unknown>;

const DENIED = { status: 403, message: '没有权限，请联系管理员授权' };
const REFUSED = '该字典表或字段未声明，不能查询';

/**
 * Table dictionaries and the duplicate check read rows of other pages: they answer only over
 * declared entities and fields (or a small whitelist of system columns), with the entity's list
 * code (dictionary) or add/edit code (duplicate check), narrowed by the caller's data rules, and
 * never from a sensitive field. `nobody` has no role; jeecg holds the staff role (patient and
 * bus-line lists, no add or edit); the clerk holds the bus-line buttons and a data rule.
 */
describe.each(testDatabases)('dictionary and duplicate-check access on $name', ({ name }) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const call = async (user: string, path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: ApiBody }> =>
    server.call(method, path, { token: tokens[user], body });
  const items = async (user: string, path: string): Promise<Row[]> => {
    const { body } = await call(user, path);
    expect(body.success, `${user} ${path}: ${body.message}`).toBe(true);
    return body.result as Row[];
  };
  const denied = async (user: string, path: string) => {
    const { status, body } = await call(user, path);
    return { path, status, message: body.message };
  };
  const duplicate = (table: string, field: string, value: string) =>
    `/sys/duplicate/check?tableName=${table}&fieldName=${field}&fieldVal=${encodeURIComponent(value)}`;

  beforeAll(async () => {
    server = await startTestServer(name);
    tokens.admin = await server.login('admin');
    tokens.jeecg = await server.login('jeecg');
    const role = await call('admin', '/sys/role/add', 'POST', { roleName: '线路员', roleCode: 'line_clerk' });
    expect(role.body.success, role.body.message).toBe(true);
    const roleId = String(((await call('admin', '/sys/role/list?roleCode=line_clerk')).body.result.records as Row[])[0].id);
    const codes = ['m_bus', 'm_bus_1', 'b_bus_line_list', 'b_bus_line_add', 'b_bus_line_edit'];
    expect((await call('admin', '/sys/permission/saveRolePermission', 'POST', { roleId, permissionIds: codes.join(','), lastpermissionIds: '' })).body.success).toBe(true);
    for (const [user, selectedroles] of [['nobody', ''], ['clerk', roleId]]) {
      const made = await call('admin', '/sys/user/add', 'POST', { username: user, realname: `${user}名`, password: TEST_PASSWORD, phone: user === 'nobody' ? '13800000001' : '13800000002', selectedroles });
      expect(made.body.success, made.body.message).toBe(true);
      tokens[user] = await server.login(user);
    }
    const patient = await call('admin', '/medical/patient/add', 'POST', { patientName: '张病人', sex: '1', idCard: '110101199001011234', phone: '13900000000' });
    expect(patient.body.success, patient.body.message).toBe(true);
    for (const no of ['A1', 'B1']) {
      const made = await call('admin', '/bus/busLine/add', 'POST', { lineName: `线路${no}`, lineNo: no, startStation: '起点', endStation: '终点', status: '1' });
      expect(made.body.success, made.body.message).toBe(true);
    }
    const rule = await call('admin', '/sys/permission/addPermissionRule', 'POST', { permissionId: 'm_bus_1', status: '1', ruleName: 'A线', ruleColumn: 'lineNo', ruleConditions: 'RIGHT_LIKE', ruleValue: 'A' });
    expect(rule.body.success, rule.body.message).toBe(true);
    expect((await call('admin', '/sys/role/datarule', 'POST', { permissionId: 'm_bus_1', roleId, dataRuleIds: String(rule.body.result.id) })).body.success).toBe(true);
  });
  afterAll(() => server.close());

  it('refuses a table dictionary of an entity to a caller without its list code, on every path', async () => {
    const paths = [
      '/sys/dict/getDictItems/biz_medical_patient,patient_name,id',
      '/sys/dict/loadDict/biz_medical_patient,patient_name,id?keyword=%E5%BC%A0',
      '/sys/dict/loadDictItem/biz_medical_patient,patient_name,id?key=x',
      '/sys/dict/loadTreeData?tableName=biz_medical_patient&text=patient_name&code=id&pidField=village',
    ];
    for (const path of paths) expect(await denied('nobody', path)).toEqual({ path, ...DENIED });
    // With the list code the names are answered.
    expect((await items('jeecg', paths[0])).map((item) => item.text)).toEqual(['张病人']);
    // The staff role holds the list code of every table its pages' pickers read.
    for (const dict of ['biz_village_info,village_name,village_name', 'biz_rural_store,store_name,store_name', 'biz_bus_line,line_name,line_name', 'biz_medical_doctor,doctor_name,doctor_name', 'biz_medical_hospital,hospital_name,hospital_name', 'biz_party_organization,org_name,org_name']) {
      expect(await items('jeecg', `/sys/dict/getDictItems/${dict}`)).toEqual(expect.any(Array));
    }
  });

  it('never answers a sensitive field (ID card, phone) as a dictionary, even to the administrator', async () => {
    for (const dict of ['biz_medical_patient,patient_name,id_card', 'biz_medical_patient,id_card,id', 'biz_medical_patient,phone,id', 'biz_medical_patient,patientName,idCard']) {
      for (const path of [`/sys/dict/getDictItems/${dict}`, `/sys/dict/loadDict/${dict}?keyword=1`, `/sys/dict/loadDictItem/${dict}?key=110101199001011234`]) {
        const { body } = await call('admin', path);
        expect({ path, success: body.success, message: body.message }).toEqual({ path, success: false, message: REFUSED });
      }
    }
    const tree = await call('admin', '/sys/dict/loadTreeData?tableName=biz_medical_patient&text=id_card&code=id&pidField=village');
    expect(tree.body).toMatchObject({ success: false, message: REFUSED });
  });

  it('narrows a table dictionary by the caller\'s data rules, as the list', async () => {
    const dict = 'biz_bus_line,line_name,line_no';
    expect((await items('admin', `/sys/dict/getDictItems/${dict}`)).map((item) => item.value)).toEqual(['A1', 'B1']);
    expect((await items('clerk', `/sys/dict/getDictItems/${dict}`)).map((item) => item.value)).toEqual(['A1']);
    expect((await items('clerk', `/sys/dict/loadDict/${dict}?keyword=%E7%BA%BF%E8%B7%AF`)).map((item) => item.value)).toEqual(['A1']);
    expect(await items('clerk', `/sys/dict/loadDictItem/${dict}?key=A1,B1`)).toEqual(['线路A1']);
    const tree = await items('clerk', '/sys/dict/loadTreeData?tableName=biz_bus_line&text=line_name&code=line_no&pidField=first_bus');
    expect(tree.map((node) => node.key)).toEqual(['A1']);
  });

  it('answers the whitelisted system columns to any signed-in user, and nothing sensitive of them', async () => {
    const users = await items('nobody', '/sys/dict/getDictItems/sys_user,realname,username');
    expect(users).toContainEqual(expect.objectContaining({ value: 'admin', text: expect.any(String) }));
    expect((await items('nobody', '/sys/dict/loadDict/sys_user,realname,id?keyword=clerk')).map((item) => item.text)).toEqual(['clerk名']);
    expect((await items('nobody', '/sys/dict/getDictItems/sys_depart,depart_name,id')).length).toBeGreaterThan(0);
    expect((await items('nobody', '/sys/dict/getDictItems/sys_role,role_name,role_code')).map((item) => item.value)).toContain('admin');
    for (const dict of ['sys_user,phone,id', 'sys_user,password,id', 'sys_user,realname,phone', 'sys_user,salt,username', 'sys_session,token_hash,id']) {
      const { body } = await call('admin', `/sys/dict/getDictItems/${dict}`);
      expect({ dict, success: body.success, message: body.message }).toEqual({ dict, success: false, message: REFUSED });
    }
  });

  it('answers the duplicate check only with the add or edit code of the table', async () => {
    const taken = duplicate('biz_medical_patient', 'id_card', '110101199001011234');
    expect(await denied('nobody', taken)).toEqual({ path: taken, ...DENIED });
    // The staff role may list patients but not add or edit them.
    expect(await denied('jeecg', taken)).toEqual({ path: taken, ...DENIED });
    expect((await call('admin', taken)).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await call('admin', duplicate('biz_medical_patient', 'id_card', '110101199001019999'))).body).toMatchObject({ success: true, message: '该值可用！' });
    // The clerk holds the bus-line add code.
    expect((await call('clerk', duplicate('biz_bus_line', 'line_no', 'A1'))).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    // System columns: with the module's codes only; the user's phone is an oracle otherwise.
    const phone = duplicate('sys_user', 'phone', '13800000001');
    expect(await denied('nobody', phone)).toEqual({ path: phone, ...DENIED });
    expect((await call('admin', phone)).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
  });

  it('narrows the duplicate check of a field that is not unique by the caller\'s data rules, as the list (no oracle past them)', async () => {
    // 终点站 is not unique: no add would tell the clerk of a row past the rule, so neither may the check.
    const hidden = await call('admin', '/bus/busLine/add', 'POST', { lineName: '线路B9', lineNo: 'B9', startStation: '起点', endStation: '隐秘终点', status: '1' });
    expect(hidden.body.success, hidden.body.message).toBe(true);
    const endStation = duplicate('biz_bus_line', 'end_station', '隐秘终点');
    expect((await call('admin', endStation)).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await call('clerk', endStation)).body).toMatchObject({ success: true, message: '该值可用！' });
    // Within the rule the check still answers.
    expect((await call('clerk', duplicate('biz_bus_line', 'end_station', '终点'))).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    // A unique field is checked over the whole tenant: the add would refuse the value anyway.
    expect((await call('clerk', duplicate('biz_bus_line', 'line_no', 'B9'))).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
  });

  it('answers the platform clients\' duplicate checks of system modules instead of an error', async () => {
    const checks: [string, string][] = [
      ['sys_position', 'code'], ['sys_depart_role', 'role_code'], ['sys_permission', 'perms'], ['sys_check_rule', 'rule_code'],
      ['sys_fill_rule', 'rule_code'], ['sys_data_source', 'code'], ['sys_role', 'role_code'], ['sys_depart', 'org_code'], ['sys_dict', 'dict_code'],
    ];
    for (const [table, field] of checks) {
      const path = duplicate(table, field, 'zz_free_value');
      expect({ path, body: (await call('admin', path)).body }).toMatchObject({ path, body: { success: true, message: '该值可用！' } });
      expect(await denied('nobody', path)).toEqual({ path, ...DENIED });
    }
    expect((await call('admin', duplicate('sys_role', 'role_code', 'admin'))).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await call('admin', duplicate('sys_permission', 'perms', 'user:add'))).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
  });
});
