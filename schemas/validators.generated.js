/* Generated from schemas/meta/*.schema.json by `npm run gen:validators`. Do not edit: change the meta-schema.
   schemas/validators.test.ts fails when this file and the meta-schema drift apart.
   Precompiled so that no page compiles code at run time: the Content-Security-Policy forbids eval. */
"use strict";
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
export const validatePage = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://resettlement.local/schemas/page.schema.json","title":"PageSchema","description":"A page of the back office: list, tree-list, form, detail or dashboard. Every schema in schemas/pages is one of these.","type":"object","required":["kind","version"],"properties":{"kind":{"enum":["list","tree-list","form","detail","dashboard"]}},"discriminator":{"propertyName":"kind"},"oneOf":[{"$ref":"#/$defs/listPage"},{"$ref":"#/$defs/treeListPage"},{"$ref":"#/$defs/formPage"},{"$ref":"#/$defs/detailPage"},{"$ref":"#/$defs/dashboardPage"}],"$defs":{"version":{"const":1,"description":"the schema language version; older schemas are migrated on load"},"pageId":{"type":"string","pattern":"^[a-z][a-z0-9-]{1,63}$"},"permission":{"type":"string","minLength":1,"description":"permission actions, comma separated (seed 000 section 6)"},"meta":{"type":"object","description":"extensions of integrators; the runtime ignores what it does not know","additionalProperties":true},"route":{"title":"PageRoute","type":"object","description":"the menu components this page serves (the component names of sys_permission rows)","required":["components"],"properties":{"components":{"type":"array","minItems":1,"items":{"type":"string","pattern":"^[A-Za-z0-9_/.-]+$"}}},"additionalProperties":false},"dataSource":{"title":"DataSource","type":"object","required":["adapter"],"properties":{"adapter":{"type":"string","pattern":"^[a-z][a-zA-Z0-9-]*$","description":"a registered adapter name"},"args":{"type":"object","description":"the adapter's own arguments (the http adapter takes api, the in-memory one fixture)","additionalProperties":true}},"additionalProperties":false},"entityField":{"title":"EntityField","type":"object","required":["name","type","label"],"properties":{"name":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]{0,62}$","not":{"enum":["id","createBy","createTime","updateBy","updateTime","sysOrgCode","tenantId"]}},"label":{"type":"string","minLength":1},"link":{"type":"object","description":"a link field: not a column of the table but rows of a join table, one per linked id (a user's roles in sys_user_role). Sent and answered as a comma-separated list of ids; a write that sends the field replaces the links in its transaction, one that leaves it out keeps them. table: the join table; key: its column holding this row's id; value: its column holding the linked id","required":["table","key","value"],"properties":{"table":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$"},"key":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$"},"value":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$"}},"additionalProperties":false},"type":{"enum":["string","text","integer","number","date","datetime","boolean"]},"length":{"type":"integer","minimum":1,"maximum":4000},"required":{"type":"boolean"},"unique":{"type":"boolean"},"dict":{"type":"string","minLength":1,"description":"a dictionary code, or table,text,code of a declared entity"},"default":{"type":["string","number","boolean"]},"search":{"enum":["substring"],"description":"substring: the field gets an index that serves *text* searches"},"secret":{"type":"boolean","description":"a password or key (string fields): stored encrypted, never answered by list, read or export, and kept as it is when an edit leaves it blank"},"sensitive":{"type":"boolean","description":"personal data (an ID-card or phone number): shown in the entity's own list and forms, but never a table dictionary's text or value, so other pages cannot read it through a picker"},"format":{"enum":["html"],"description":"html: rich text (string or text fields), sanitised by the server before it is stored; the form edits it with the editor control"},"check":{"enum":["json","jsonArray","checkRule","fillParams","code","residentIdCard","creditCode","divisionCode","mobile","landline","telephone"],"description":"a content check the server applies to a string or text value on add, edit and import (blank values are left to required): json any JSON, jsonArray a JSON array, checkRule a check rule's items, fillParams a fill rule's parameters, code letters, digits, _ and - only (codes other rows keep in comma-separated lists); residentIdCard, creditCode, divisionCode, mobile, landline and telephone are the rule library's rules of those names (schemas/rules/ruleLibrary.ts), check digits included, which the form's controls carry as their rules"}},"additionalProperties":false},"entity":{"title":"Entity","type":"object","description":"declares a table; the server creates it and serves list, get, add, edit, delete, deleteBatch, exportXls and importExcel under api","required":["table","api","permission","fields"],"properties":{"table":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$","not":{"pattern":"^(sys_(?!(position|category|log|depart_role|dict|dict_item|permission|permission_data_rule|role|tenant|depart|announcement|user)$)|app_|kysely_)"},"description":"not a system table, except those the server serves as declared entities with hooks of their own (server/entityHooks.ts): a schema file could otherwise serve sys_user through the generic endpoints"},"api":{"type":"string","pattern":"^(/[a-zA-Z][a-zA-Z0-9_-]*){1,4}$","description":"endpoint base under /jeecg-boot, e.g. /bus/busLine"},"permission":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*(:[a-zA-Z][a-zA-Z0-9]*)*$","description":"code prefix: <prefix>:list, :add, :edit, :delete, :export, :import"},"label":{"type":"string"},"actions":{"type":"array","minItems":1,"items":{"enum":["list","add","edit","delete","export","import"]},"description":"the actions served (each with its endpoints and permission code); all six when absent. list also serves queryById, delete also deleteBatch"},"oneCode":{"type":"boolean","description":"every action is behind the permission code itself instead of <prefix>:<action> (a menu's data rules: permission:dataRule)"},"softDelete":{"type":"boolean","description":"delete marks rows (del_flag = 1) instead of removing them: lists, queryById, dictionaries and uniqueness skip marked rows, and the entity serves recycleBin (GET), putRecycleBin (PUT {ids}) and deleteRecycleBin (DELETE ?ids=) under the codes <prefix>:recycleBin and <prefix>:purge"},"tree":{"type":"object","description":"a tree table: parentField (a declared field) holds the parent's id, root (default '0') on the top level; the server keeps hasChildField ('1'/'0') up to date, refuses a parent that is the row itself or below it and deleting a row with children, lists the roots when the list has no filter, and serves rootList and childList?pid=","required":["parentField","hasChildField"],"properties":{"parentField":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$"},"hasChildField":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$"},"root":{"type":["string","null"],"maxLength":36,"description":"the parent value of the top level: '0' by default; null where the roots' parent column is empty (sys_permission)"},"leaf":{"type":"boolean","description":"hasChildField holds is-leaf instead (1 without children, 0 with), as sys_permission.is_leaf does"}},"additionalProperties":false},"idStrategy":{"enum":["text","integer"],"description":"text (default): the server generates the id; integer: the administrator chooses an integer id on add (a tenant number), refused when taken"},"sharedAcrossTenants":{"type":"boolean","description":"the table is one for every tenant (the tenants themselves, the menus and their data rules): no tenant narrows its reads, writes or deletes, and new rows belong to no tenant"},"chosenId":{"type":"object","description":"with idStrategy integer: max, the largest id an administrator may choose (2147483647 when absent); next, a blank id takes the number after the highest instead of being refused","properties":{"max":{"type":"integer","minimum":1,"maximum":2147483647},"next":{"type":"boolean"}},"additionalProperties":false},"defaultSort":{"type":"array","minItems":1,"items":{"type":"object","required":["field"],"properties":{"field":{"type":"string"},"order":{"enum":["asc","desc"]}},"additionalProperties":false},"description":"the list's order when the request names no column (createTime descending otherwise)"},"fieldSets":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","pattern":"^[a-z][a-zA-Z0-9-]{1,63}$"},"description":"named field sets (fieldsets/<name>.json beside the page files) whose fields come first in the entity, and whose controls come first in the page's form unless the form has a control of that id: the fields many entities share (the village a record belongs to, a resident's name, ID number and phone) are declared once. The loader replaces the names with the fields, so the front end receives plain fields"},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/entityField"},"description":"the entity's own fields, after those of its field sets"},"details":{"type":"array","minItems":1,"description":"detail entities saved with this one (master-detail): add and edit take each detail's rows under its key and write the master, the added and changed rows and the deletion of the rows left out in one transaction, each row checked by the detail entity's declared rules; queryById answers the rows under the key; deleting a master deletes its rows","items":{"type":"object","required":["table","foreignKey","key"],"properties":{"table":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$","description":"the table of another declared entity (the detail)"},"foreignKey":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$","description":"the detail's declared string field holding the master's id; set by the server, never from the body"},"key":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$","description":"where the rows travel in the body and in queryById's answer, e.g. stops; usually the id of the editableTable control that edits them"},"orderField":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$","description":"the detail's declared integer field the server numbers 1..n in the rows' order; rows are read back in that order (by id without one)"}},"additionalProperties":false}}},"additionalProperties":false},"searchField":{"title":"SearchField","type":"object","required":["field","label"],"properties":{"field":{"type":"string","minLength":1},"fromHooks":{"type":"boolean","description":"the entity's hooks (server/entityHooks.ts) answer or read it: a value added on read (decorate, as a user's roleNames) or a list parameter of the entity's own (listParams, as departId), so it need not be a declared field"},"label":{"type":"string"},"component":{"enum":["input","select","date","dateRange","number","tree"]},"match":{"enum":["eq","like","ne","ge","le"],"description":"how a text value is sent: like *v*, ne !v, ge >=v, le <=v"},"trim":{"type":"boolean"},"dictCode":{"type":"string","minLength":1},"placeholder":{"type":"string"},"has":{"$ref":"#/$defs/permission"},"url":{"type":"string","pattern":"^/[A-Za-z0-9_/.-]+$","description":"for tree: the GET answering the tree (id or key, title or departName, children); the chosen node's id is the filter"}},"additionalProperties":false,"allOf":[{"if":{"properties":{"component":{"const":"tree"}},"required":["component"]},"then":{"required":["url"]}}]},"column":{"title":"ListColumn","type":"object","required":["field","title"],"properties":{"field":{"type":"string","minLength":1},"fromHooks":{"type":"boolean","description":"the entity's hooks (server/entityHooks.ts) answer or read it: a value added on read (decorate, as a user's roleNames) or a list parameter of the entity's own (listParams, as departId), so it need not be a declared field"},"title":{"type":"string"},"width":{"type":"number","minimum":20},"align":{"enum":["left","center","right"]},"sorter":{"type":"boolean"},"ellipsis":{"type":"boolean"},"dictCode":{"type":"string","minLength":1},"render":{"enum":["text","tag","date","datetime","image","link"]},"filters":{"type":"boolean","description":"offer the dictionary items as column filters"},"has":{"$ref":"#/$defs/permission"}},"additionalProperties":false},"action":{"title":"PageAction","type":"object","required":["action"],"properties":{"action":{"enum":["add","edit","detail","delete","batchDelete","reload","export","import","superQuery","workflow","link","preview","call","form","subList","dialog"]},"label":{"type":"string"},"has":{"$ref":"#/$defs/permission"},"to":{"type":"string","description":"for link: a path; {field} is replaced by the row's value"},"field":{"type":"string","minLength":1,"description":"for preview: the field of the record (read by id) holding a designed form, a formContent object or its JSON text; formContent when absent"},"when":{"type":"string","description":"an expression over the row; the action shows only while it is true"},"call":{"$ref":"#/$defs/actionCall"},"confirm":{"type":"string","minLength":1,"description":"for call: asked first (确定/取消); the call is made only on 确定"},"selection":{"enum":["none","one","many"],"description":"in the toolbar: none (default) or the selected rows it needs; {ids} in a call is their ids, comma-joined"},"title":{"type":"string","description":"for form, subList and dialog: the dialog's title (the label when absent)"},"width":{"type":"number","minimum":300,"maximum":2000},"content":{"$ref":"control.schema.json#/$defs/formContent"},"list":{"$ref":"#/$defs/listBody"},"filters":{"type":"object","additionalProperties":{"type":"string"},"description":"for subList: fixed filters ({field} from the row), also the defaults of records added there"},"dialog":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9-]*$","description":"for dialog: a registered action dialog"},"args":{"type":"object","additionalProperties":true,"description":"for dialog: the dialog's own arguments ({field} from the row)"}},"additionalProperties":false,"allOf":[{"if":{"properties":{"action":{"enum":["call","form","subList","dialog"]}},"required":["action"]},"then":{"required":["label"]}},{"if":{"properties":{"action":{"const":"call"}},"required":["action"]},"then":{"required":["call"]}},{"if":{"properties":{"action":{"const":"form"}},"required":["action"]},"then":{"required":["call","content"]}},{"if":{"properties":{"action":{"const":"subList"}},"required":["action"]},"then":{"required":["list","filters"]}},{"if":{"properties":{"action":{"const":"dialog"}},"required":["action"]},"then":{"required":["dialog"]}}],"description":"a toolbar or row action; call makes a request, form asks for values then makes one, subList opens a narrowed list (list) in a drawer, dialog opens a registered action dialog"},"actionCall":{"title":"ActionCall","type":"object","required":["method","url"],"description":"a request an action makes; in url, params and body {field} is the row's (or the form's) value, {ids} the selected ids","properties":{"method":{"enum":["get","post","put","delete"]},"url":{"type":"string","pattern":"^/[A-Za-z0-9_/{}.-]+$"},"params":{"type":"object","additionalProperties":true},"body":{"type":"object","additionalProperties":true}},"additionalProperties":false},"pageForm":{"title":"PageForm","type":"object","required":["content"],"properties":{"mode":{"enum":["modal","drawer"]},"width":{"type":"number","minimum":300,"maximum":2000},"title":{"type":"string"},"content":{"$ref":"control.schema.json#/$defs/formContent"},"readOnlyOnEdit":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true,"description":"ids of controls chosen when a record is added and shown read-only when it is edited (a number or code the record is known by)"}},"additionalProperties":false},"listBody":{"type":"object","properties":{"$schema":{"type":"string","description":"the meta-schema, for editors"},"version":{"$ref":"#/$defs/version"},"id":{"$ref":"#/$defs/pageId"},"title":{"type":"string"},"route":{"$ref":"#/$defs/route"},"has":{"$ref":"#/$defs/permission"},"entity":{"$ref":"#/$defs/entity"},"dataSource":{"$ref":"#/$defs/dataSource"},"rowKey":{"type":"string"},"search":{"type":"array","items":{"$ref":"#/$defs/searchField"}},"columns":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/column"}},"toolbar":{"type":"array","items":{"$ref":"#/$defs/action"}},"rowActions":{"type":"array","items":{"$ref":"#/$defs/action"}},"form":{"$ref":"#/$defs/pageForm"},"defaultSort":{"type":"object","required":["column","order"],"properties":{"column":{"type":"string"},"order":{"enum":["asc","desc"]}},"additionalProperties":false},"pageSize":{"enum":[10,20,30,50,100],"description":"rows per page; the size changer offers 10, 20, 30 and this one"},"meta":{"$ref":"#/$defs/meta"}},"required":["id","title","columns"]},"listPage":{"title":"ListPage","allOf":[{"$ref":"#/$defs/listBody"}],"properties":{"kind":{"const":"list"}},"unevaluatedProperties":false,"required":["kind","version"]},"treeListPage":{"title":"TreeListPage","allOf":[{"$ref":"#/$defs/listBody"}],"required":["kind","version","tree"],"properties":{"kind":{"const":"tree-list"},"tree":{"type":"object","required":["parentField"],"properties":{"parentField":{"type":"string"},"hasChildField":{"type":"string"}},"additionalProperties":false}},"unevaluatedProperties":false},"formPage":{"title":"FormPage","type":"object","required":["kind","version","id","title","content"],"properties":{"$schema":{"type":"string","description":"the meta-schema, for editors"},"kind":{"const":"form"},"version":{"$ref":"#/$defs/version"},"id":{"$ref":"#/$defs/pageId"},"title":{"type":"string"},"route":{"$ref":"#/$defs/route"},"has":{"$ref":"#/$defs/permission"},"dataSource":{"$ref":"#/$defs/dataSource"},"content":{"$ref":"control.schema.json#/$defs/formContent"},"meta":{"$ref":"#/$defs/meta"}},"additionalProperties":false},"detailPage":{"title":"DetailPage","type":"object","required":["kind","version","id","title","dataSource","fields"],"properties":{"$schema":{"type":"string","description":"the meta-schema, for editors"},"kind":{"const":"detail"},"version":{"$ref":"#/$defs/version"},"id":{"$ref":"#/$defs/pageId"},"title":{"type":"string"},"route":{"$ref":"#/$defs/route"},"has":{"$ref":"#/$defs/permission"},"dataSource":{"$ref":"#/$defs/dataSource"},"fields":{"type":"array","minItems":1,"items":{"type":"object","required":["field","label"],"properties":{"field":{"type":"string"},"label":{"type":"string"},"dictCode":{"type":"string","minLength":1},"span":{"type":"integer","minimum":1,"maximum":3},"render":{"enum":["text","tag","date","datetime","image","html"]},"has":{"$ref":"#/$defs/permission"}},"additionalProperties":false}},"meta":{"$ref":"#/$defs/meta"}},"additionalProperties":false},"dashboardPage":{"title":"DashboardPage","type":"object","required":["kind","version","id","title","widgets"],"properties":{"$schema":{"type":"string","description":"the meta-schema, for editors"},"kind":{"const":"dashboard"},"version":{"$ref":"#/$defs/version"},"id":{"$ref":"#/$defs/pageId"},"title":{"type":"string"},"route":{"$ref":"#/$defs/route"},"has":{"$ref":"#/$defs/permission"},"refresh":{"type":"integer","minimum":1,"maximum":3600,"description":"read the widgets' data again every this many seconds while the page is shown (not while the browser tab is hidden)"},"toolbar":{"type":"array","items":{"$ref":"#/$defs/action"},"description":"buttons above the widgets: call, form and dialog actions (link goes to its `to`); the widgets are read again after one succeeds"},"widgets":{"type":"array","items":{"$ref":"#/$defs/dashboardWidget"}},"meta":{"$ref":"#/$defs/meta"}},"additionalProperties":false},"dashboardWidget":{"type":"object","required":["type","title"],"properties":{"type":{"enum":["stat","list","chart","figures","table"]},"title":{"type":"string"},"span":{"type":"integer","minimum":1,"maximum":24},"dataSource":{"$ref":"#/$defs/dataSource"},"url":{"type":"string","pattern":"^/[A-Za-z0-9_/.-]+$","description":"for figures and table: the GET address read (once per refresh for all widgets naming it)"},"field":{"type":"string","description":"stat, list and chart: the row field shown; figures and table: the dotted path of the part of the result read (the whole result when absent)"},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/dashboardFigure"},"description":"for figures: the figures shown; for table: its columns"},"has":{"$ref":"#/$defs/permission"}},"additionalProperties":false,"title":"DashboardWidget","description":"stat, list and chart read a dataSource (a total, a column of the first rows, bars of `field`); figures and table read the GET address `url` (`field` picks a part of its result by a dotted path): figures show `fields` as figures, table shows the array there with `fields` as columns","allOf":[{"if":{"properties":{"type":{"enum":["figures","table"]}},"required":["type"]},"then":{"required":["url","fields"]}}]},"dashboardFigure":{"title":"DashboardFigure","type":"object","required":["field","label"],"properties":{"field":{"type":"string","minLength":1,"description":"a dotted path in the record or part read"},"label":{"type":"string"},"format":{"enum":["text","number","bytes","percent","datetime","seconds","ms","tag"],"description":"bytes as B/KB/MB/GB, percent (0-100) with a progress bar, seconds as 天/小时/分, ms as milliseconds; text when absent"},"unit":{"type":"string","description":"shown after a text or number value"},"width":{"type":"number","minimum":20,"description":"for a table column"},"has":{"$ref":"#/$defs/permission"}},"additionalProperties":false},"rowColumn":{"$ref":"control.schema.json#/$defs/rowColumn"},"fieldSet":{"title":"FieldSet","type":"object","description":"fieldsets/<id>.json: fields (and their form controls) several entities share, named from an entity's fieldSets","required":["id","label","fields"],"properties":{"$schema":{"type":"string"},"id":{"type":"string","pattern":"^[a-z][a-zA-Z0-9-]{1,63}$","description":"the file name without .json"},"label":{"type":"string","minLength":1},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/entityField"}},"controls":{"type":"array","items":{"$ref":"control.schema.json#/$defs/control"},"description":"the form controls of the fields, in the designer's format (a library rule as its {rule, msg})"}},"additionalProperties":false}}};
const schema32 = {"title":"ListPage","allOf":[{"$ref":"#/$defs/listBody"}],"properties":{"kind":{"const":"list"}},"unevaluatedProperties":false,"required":["kind","version"]};
const schema33 = {"type":"object","properties":{"$schema":{"type":"string","description":"the meta-schema, for editors"},"version":{"$ref":"#/$defs/version"},"id":{"$ref":"#/$defs/pageId"},"title":{"type":"string"},"route":{"$ref":"#/$defs/route"},"has":{"$ref":"#/$defs/permission"},"entity":{"$ref":"#/$defs/entity"},"dataSource":{"$ref":"#/$defs/dataSource"},"rowKey":{"type":"string"},"search":{"type":"array","items":{"$ref":"#/$defs/searchField"}},"columns":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/column"}},"toolbar":{"type":"array","items":{"$ref":"#/$defs/action"}},"rowActions":{"type":"array","items":{"$ref":"#/$defs/action"}},"form":{"$ref":"#/$defs/pageForm"},"defaultSort":{"type":"object","required":["column","order"],"properties":{"column":{"type":"string"},"order":{"enum":["asc","desc"]}},"additionalProperties":false},"pageSize":{"enum":[10,20,30,50,100],"description":"rows per page; the size changer offers 10, 20, 30 and this one"},"meta":{"$ref":"#/$defs/meta"}},"required":["id","title","columns"]};
const schema34 = {"const":1,"description":"the schema language version; older schemas are migrated on load"};
const schema35 = {"type":"string","pattern":"^[a-z][a-z0-9-]{1,63}$"};
const schema36 = {"title":"PageRoute","type":"object","description":"the menu components this page serves (the component names of sys_permission rows)","required":["components"],"properties":{"components":{"type":"array","minItems":1,"items":{"type":"string","pattern":"^[A-Za-z0-9_/.-]+$"}}},"additionalProperties":false};
const schema37 = {"type":"string","minLength":1,"description":"permission actions, comma separated (seed 000 section 6)"};
const schema40 = {"title":"DataSource","type":"object","required":["adapter"],"properties":{"adapter":{"type":"string","pattern":"^[a-z][a-zA-Z0-9-]*$","description":"a registered adapter name"},"args":{"type":"object","description":"the adapter's own arguments (the http adapter takes api, the in-memory one fixture)","additionalProperties":true}},"additionalProperties":false};
const schema59 = {"type":"object","description":"extensions of integrators; the runtime ignores what it does not know","additionalProperties":true};
const pattern4 = new RegExp("^[a-z][a-z0-9-]{1,63}$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9_/.-]+$", "u");
const pattern21 = new RegExp("^[a-z][a-zA-Z0-9-]*$", "u");
const func1 = ucs2length;
const schema38 = {"title":"Entity","type":"object","description":"declares a table; the server creates it and serves list, get, add, edit, delete, deleteBatch, exportXls and importExcel under api","required":["table","api","permission","fields"],"properties":{"table":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$","not":{"pattern":"^(sys_(?!(position|category|log|depart_role|dict|dict_item|permission|permission_data_rule|role|tenant|depart|announcement|user)$)|app_|kysely_)"},"description":"not a system table, except those the server serves as declared entities with hooks of their own (server/entityHooks.ts): a schema file could otherwise serve sys_user through the generic endpoints"},"api":{"type":"string","pattern":"^(/[a-zA-Z][a-zA-Z0-9_-]*){1,4}$","description":"endpoint base under /jeecg-boot, e.g. /bus/busLine"},"permission":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*(:[a-zA-Z][a-zA-Z0-9]*)*$","description":"code prefix: <prefix>:list, :add, :edit, :delete, :export, :import"},"label":{"type":"string"},"actions":{"type":"array","minItems":1,"items":{"enum":["list","add","edit","delete","export","import"]},"description":"the actions served (each with its endpoints and permission code); all six when absent. list also serves queryById, delete also deleteBatch"},"oneCode":{"type":"boolean","description":"every action is behind the permission code itself instead of <prefix>:<action> (a menu's data rules: permission:dataRule)"},"softDelete":{"type":"boolean","description":"delete marks rows (del_flag = 1) instead of removing them: lists, queryById, dictionaries and uniqueness skip marked rows, and the entity serves recycleBin (GET), putRecycleBin (PUT {ids}) and deleteRecycleBin (DELETE ?ids=) under the codes <prefix>:recycleBin and <prefix>:purge"},"tree":{"type":"object","description":"a tree table: parentField (a declared field) holds the parent's id, root (default '0') on the top level; the server keeps hasChildField ('1'/'0') up to date, refuses a parent that is the row itself or below it and deleting a row with children, lists the roots when the list has no filter, and serves rootList and childList?pid=","required":["parentField","hasChildField"],"properties":{"parentField":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$"},"hasChildField":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$"},"root":{"type":["string","null"],"maxLength":36,"description":"the parent value of the top level: '0' by default; null where the roots' parent column is empty (sys_permission)"},"leaf":{"type":"boolean","description":"hasChildField holds is-leaf instead (1 without children, 0 with), as sys_permission.is_leaf does"}},"additionalProperties":false},"idStrategy":{"enum":["text","integer"],"description":"text (default): the server generates the id; integer: the administrator chooses an integer id on add (a tenant number), refused when taken"},"sharedAcrossTenants":{"type":"boolean","description":"the table is one for every tenant (the tenants themselves, the menus and their data rules): no tenant narrows its reads, writes or deletes, and new rows belong to no tenant"},"chosenId":{"type":"object","description":"with idStrategy integer: max, the largest id an administrator may choose (2147483647 when absent); next, a blank id takes the number after the highest instead of being refused","properties":{"max":{"type":"integer","minimum":1,"maximum":2147483647},"next":{"type":"boolean"}},"additionalProperties":false},"defaultSort":{"type":"array","minItems":1,"items":{"type":"object","required":["field"],"properties":{"field":{"type":"string"},"order":{"enum":["asc","desc"]}},"additionalProperties":false},"description":"the list's order when the request names no column (createTime descending otherwise)"},"fieldSets":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","pattern":"^[a-z][a-zA-Z0-9-]{1,63}$"},"description":"named field sets (fieldsets/<name>.json beside the page files) whose fields come first in the entity, and whose controls come first in the page's form unless the form has a control of that id: the fields many entities share (the village a record belongs to, a resident's name, ID number and phone) are declared once. The loader replaces the names with the fields, so the front end receives plain fields"},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/entityField"},"description":"the entity's own fields, after those of its field sets"},"details":{"type":"array","minItems":1,"description":"detail entities saved with this one (master-detail): add and edit take each detail's rows under its key and write the master, the added and changed rows and the deletion of the rows left out in one transaction, each row checked by the detail entity's declared rules; queryById answers the rows under the key; deleting a master deletes its rows","items":{"type":"object","required":["table","foreignKey","key"],"properties":{"table":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$","description":"the table of another declared entity (the detail)"},"foreignKey":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$","description":"the detail's declared string field holding the master's id; set by the server, never from the body"},"key":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$","description":"where the rows travel in the body and in queryById's answer, e.g. stops; usually the id of the editableTable control that edits them"},"orderField":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*$","description":"the detail's declared integer field the server numbers 1..n in the rows' order; rows are read back in that order (by id without one)"}},"additionalProperties":false}}},"additionalProperties":false};
const schema39 = {"title":"EntityField","type":"object","required":["name","type","label"],"properties":{"name":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]{0,62}$","not":{"enum":["id","createBy","createTime","updateBy","updateTime","sysOrgCode","tenantId"]}},"label":{"type":"string","minLength":1},"link":{"type":"object","description":"a link field: not a column of the table but rows of a join table, one per linked id (a user's roles in sys_user_role). Sent and answered as a comma-separated list of ids; a write that sends the field replaces the links in its transaction, one that leaves it out keeps them. table: the join table; key: its column holding this row's id; value: its column holding the linked id","required":["table","key","value"],"properties":{"table":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$"},"key":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$"},"value":{"type":"string","pattern":"^[a-z][a-z0-9_]{1,62}$"}},"additionalProperties":false},"type":{"enum":["string","text","integer","number","date","datetime","boolean"]},"length":{"type":"integer","minimum":1,"maximum":4000},"required":{"type":"boolean"},"unique":{"type":"boolean"},"dict":{"type":"string","minLength":1,"description":"a dictionary code, or table,text,code of a declared entity"},"default":{"type":["string","number","boolean"]},"search":{"enum":["substring"],"description":"substring: the field gets an index that serves *text* searches"},"secret":{"type":"boolean","description":"a password or key (string fields): stored encrypted, never answered by list, read or export, and kept as it is when an edit leaves it blank"},"sensitive":{"type":"boolean","description":"personal data (an ID-card or phone number): shown in the entity's own list and forms, but never a table dictionary's text or value, so other pages cannot read it through a picker"},"format":{"enum":["html"],"description":"html: rich text (string or text fields), sanitised by the server before it is stored; the form edits it with the editor control"},"check":{"enum":["json","jsonArray","checkRule","fillParams","code","residentIdCard","creditCode","divisionCode","mobile","landline","telephone"],"description":"a content check the server applies to a string or text value on add, edit and import (blank values are left to required): json any JSON, jsonArray a JSON array, checkRule a check rule's items, fillParams a fill rule's parameters, code letters, digits, _ and - only (codes other rows keep in comma-separated lists); residentIdCard, creditCode, divisionCode, mobile, landline and telephone are the rule library's rules of those names (schemas/rules/ruleLibrary.ts), check digits included, which the form's controls carry as their rules"}},"additionalProperties":false};
const func2 = Object.prototype.hasOwnProperty;
const pattern6 = new RegExp("^(sys_(?!(position|category|log|depart_role|dict|dict_item|permission|permission_data_rule|role|tenant|depart|announcement|user)$)|app_|kysely_)", "u");
const pattern7 = new RegExp("^[a-z][a-z0-9_]{1,62}$", "u");
const pattern8 = new RegExp("^(/[a-zA-Z][a-zA-Z0-9_-]*){1,4}$", "u");
const pattern9 = new RegExp("^[a-z][a-zA-Z0-9]*(:[a-zA-Z][a-zA-Z0-9]*)*$", "u");
const pattern10 = new RegExp("^[a-z][a-zA-Z0-9]*$", "u");
const pattern12 = new RegExp("^[a-z][a-zA-Z0-9-]{1,63}$", "u");
const pattern13 = new RegExp("^[a-z][a-zA-Z0-9]{0,62}$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.table === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "table"},message:"must have required property '"+"table"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.api === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "api"},message:"must have required property '"+"api"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.permission === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permission"},message:"must have required property '"+"permission"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.fields === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema38.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.table !== undefined){
let data0 = data.table;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid1 = _errs5 === errors;
if(valid1){
const err6 = {instancePath:instancePath+"/table",schemaPath:"#/properties/table/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err7 = {instancePath:instancePath+"/table",schemaPath:"#/properties/table/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{1,62}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{1,62}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/table",schemaPath:"#/properties/table/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.api !== undefined){
let data1 = data.api;
if(typeof data1 === "string"){
if(!pattern8.test(data1)){
const err9 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/pattern",keyword:"pattern",params:{pattern: "^(/[a-zA-Z][a-zA-Z0-9_-]*){1,4}$"},message:"must match pattern \""+"^(/[a-zA-Z][a-zA-Z0-9_-]*){1,4}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.permission !== undefined){
let data2 = data.permission;
if(typeof data2 === "string"){
if(!pattern9.test(data2)){
const err11 = {instancePath:instancePath+"/permission",schemaPath:"#/properties/permission/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]*(:[a-zA-Z][a-zA-Z0-9]*)*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]*(:[a-zA-Z][a-zA-Z0-9]*)*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/permission",schemaPath:"#/properties/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.label !== undefined){
if(typeof data.label !== "string"){
const err13 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.actions !== undefined){
let data4 = data.actions;
if(Array.isArray(data4)){
if(data4.length < 1){
const err14 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(!((((((data5 === "list") || (data5 === "add")) || (data5 === "edit")) || (data5 === "delete")) || (data5 === "export")) || (data5 === "import"))){
const err15 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/enum",keyword:"enum",params:{allowedValues: schema38.properties.actions.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.oneCode !== undefined){
if(typeof data.oneCode !== "boolean"){
const err17 = {instancePath:instancePath+"/oneCode",schemaPath:"#/properties/oneCode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.softDelete !== undefined){
if(typeof data.softDelete !== "boolean"){
const err18 = {instancePath:instancePath+"/softDelete",schemaPath:"#/properties/softDelete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.tree !== undefined){
let data8 = data.tree;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.parentField === undefined){
const err19 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/required",keyword:"required",params:{missingProperty: "parentField"},message:"must have required property '"+"parentField"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8.hasChildField === undefined){
const err20 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/required",keyword:"required",params:{missingProperty: "hasChildField"},message:"must have required property '"+"hasChildField"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data8){
if(!((((key1 === "parentField") || (key1 === "hasChildField")) || (key1 === "root")) || (key1 === "leaf"))){
const err21 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8.parentField !== undefined){
let data9 = data8.parentField;
if(typeof data9 === "string"){
if(!pattern10.test(data9)){
const err22 = {instancePath:instancePath+"/tree/parentField",schemaPath:"#/properties/tree/properties/parentField/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/tree/parentField",schemaPath:"#/properties/tree/properties/parentField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8.hasChildField !== undefined){
let data10 = data8.hasChildField;
if(typeof data10 === "string"){
if(!pattern10.test(data10)){
const err24 = {instancePath:instancePath+"/tree/hasChildField",schemaPath:"#/properties/tree/properties/hasChildField/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/tree/hasChildField",schemaPath:"#/properties/tree/properties/hasChildField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.root !== undefined){
let data11 = data8.root;
if((typeof data11 !== "string") && (data11 !== null)){
const err26 = {instancePath:instancePath+"/tree/root",schemaPath:"#/properties/tree/properties/root/type",keyword:"type",params:{type: schema38.properties.tree.properties.root.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data11 === "string"){
if(func1(data11) > 36){
const err27 = {instancePath:instancePath+"/tree/root",schemaPath:"#/properties/tree/properties/root/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data8.leaf !== undefined){
if(typeof data8.leaf !== "boolean"){
const err28 = {instancePath:instancePath+"/tree/leaf",schemaPath:"#/properties/tree/properties/leaf/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.idStrategy !== undefined){
let data13 = data.idStrategy;
if(!((data13 === "text") || (data13 === "integer"))){
const err30 = {instancePath:instancePath+"/idStrategy",schemaPath:"#/properties/idStrategy/enum",keyword:"enum",params:{allowedValues: schema38.properties.idStrategy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.sharedAcrossTenants !== undefined){
if(typeof data.sharedAcrossTenants !== "boolean"){
const err31 = {instancePath:instancePath+"/sharedAcrossTenants",schemaPath:"#/properties/sharedAcrossTenants/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.chosenId !== undefined){
let data15 = data.chosenId;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key2 in data15){
if(!((key2 === "max") || (key2 === "next"))){
const err32 = {instancePath:instancePath+"/chosenId",schemaPath:"#/properties/chosenId/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data15.max !== undefined){
let data16 = data15.max;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err33 = {instancePath:instancePath+"/chosenId/max",schemaPath:"#/properties/chosenId/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 2147483647 || isNaN(data16)){
const err34 = {instancePath:instancePath+"/chosenId/max",schemaPath:"#/properties/chosenId/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err35 = {instancePath:instancePath+"/chosenId/max",schemaPath:"#/properties/chosenId/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data15.next !== undefined){
if(typeof data15.next !== "boolean"){
const err36 = {instancePath:instancePath+"/chosenId/next",schemaPath:"#/properties/chosenId/properties/next/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/chosenId",schemaPath:"#/properties/chosenId/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.defaultSort !== undefined){
let data18 = data.defaultSort;
if(Array.isArray(data18)){
if(data18.length < 1){
const err38 = {instancePath:instancePath+"/defaultSort",schemaPath:"#/properties/defaultSort/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
let data19 = data18[i1];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.field === undefined){
const err39 = {instancePath:instancePath+"/defaultSort/" + i1,schemaPath:"#/properties/defaultSort/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data19){
if(!((key3 === "field") || (key3 === "order"))){
const err40 = {instancePath:instancePath+"/defaultSort/" + i1,schemaPath:"#/properties/defaultSort/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data19.field !== undefined){
if(typeof data19.field !== "string"){
const err41 = {instancePath:instancePath+"/defaultSort/" + i1+"/field",schemaPath:"#/properties/defaultSort/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data19.order !== undefined){
let data21 = data19.order;
if(!((data21 === "asc") || (data21 === "desc"))){
const err42 = {instancePath:instancePath+"/defaultSort/" + i1+"/order",schemaPath:"#/properties/defaultSort/items/properties/order/enum",keyword:"enum",params:{allowedValues: schema38.properties.defaultSort.items.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/defaultSort/" + i1,schemaPath:"#/properties/defaultSort/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/defaultSort",schemaPath:"#/properties/defaultSort/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.fieldSets !== undefined){
let data22 = data.fieldSets;
if(Array.isArray(data22)){
if(data22.length < 1){
const err45 = {instancePath:instancePath+"/fieldSets",schemaPath:"#/properties/fieldSets/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
let data23 = data22[i2];
if(typeof data23 === "string"){
if(!pattern12.test(data23)){
const err46 = {instancePath:instancePath+"/fieldSets/" + i2,schemaPath:"#/properties/fieldSets/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9-]{1,63}$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9-]{1,63}$"+"\""};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/fieldSets/" + i2,schemaPath:"#/properties/fieldSets/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
let i3 = data22.length;
let j0;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data22[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err48 = {instancePath:instancePath+"/fieldSets",schemaPath:"#/properties/fieldSets/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err49 = {instancePath:instancePath+"/fieldSets",schemaPath:"#/properties/fieldSets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.fields !== undefined){
let data24 = data.fields;
if(Array.isArray(data24)){
if(data24.length < 1){
const err50 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const len3 = data24.length;
for(let i4=0; i4<len3; i4++){
let data25 = data24[i4];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.name === undefined){
const err51 = {instancePath:instancePath+"/fields/" + i4,schemaPath:"#/$defs/entityField/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data25.type === undefined){
const err52 = {instancePath:instancePath+"/fields/" + i4,schemaPath:"#/$defs/entityField/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data25.label === undefined){
const err53 = {instancePath:instancePath+"/fields/" + i4,schemaPath:"#/$defs/entityField/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
for(const key4 in data25){
if(!(func2.call(schema39.properties, key4))){
const err54 = {instancePath:instancePath+"/fields/" + i4,schemaPath:"#/$defs/entityField/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data25.name !== undefined){
let data26 = data25.name;
const _errs60 = errors;
const _errs61 = errors;
if(!(((((((data26 === "id") || (data26 === "createBy")) || (data26 === "createTime")) || (data26 === "updateBy")) || (data26 === "updateTime")) || (data26 === "sysOrgCode")) || (data26 === "tenantId"))){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var valid16 = _errs61 === errors;
if(valid16){
const err56 = {instancePath:instancePath+"/fields/" + i4+"/name",schemaPath:"#/$defs/entityField/properties/name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
if(typeof data26 === "string"){
if(!pattern13.test(data26)){
const err57 = {instancePath:instancePath+"/fields/" + i4+"/name",schemaPath:"#/$defs/entityField/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]{0,62}$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]{0,62}$"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/fields/" + i4+"/name",schemaPath:"#/$defs/entityField/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data25.label !== undefined){
let data27 = data25.label;
if(typeof data27 === "string"){
if(func1(data27) < 1){
const err59 = {instancePath:instancePath+"/fields/" + i4+"/label",schemaPath:"#/$defs/entityField/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/fields/" + i4+"/label",schemaPath:"#/$defs/entityField/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data25.link !== undefined){
let data28 = data25.link;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.table === undefined){
const err61 = {instancePath:instancePath+"/fields/" + i4+"/link",schemaPath:"#/$defs/entityField/properties/link/required",keyword:"required",params:{missingProperty: "table"},message:"must have required property '"+"table"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data28.key === undefined){
const err62 = {instancePath:instancePath+"/fields/" + i4+"/link",schemaPath:"#/$defs/entityField/properties/link/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data28.value === undefined){
const err63 = {instancePath:instancePath+"/fields/" + i4+"/link",schemaPath:"#/$defs/entityField/properties/link/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key5 in data28){
if(!(((key5 === "table") || (key5 === "key")) || (key5 === "value"))){
const err64 = {instancePath:instancePath+"/fields/" + i4+"/link",schemaPath:"#/$defs/entityField/properties/link/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data28.table !== undefined){
let data29 = data28.table;
if(typeof data29 === "string"){
if(!pattern7.test(data29)){
const err65 = {instancePath:instancePath+"/fields/" + i4+"/link/table",schemaPath:"#/$defs/entityField/properties/link/properties/table/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{1,62}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{1,62}$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/fields/" + i4+"/link/table",schemaPath:"#/$defs/entityField/properties/link/properties/table/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data28.key !== undefined){
let data30 = data28.key;
if(typeof data30 === "string"){
if(!pattern7.test(data30)){
const err67 = {instancePath:instancePath+"/fields/" + i4+"/link/key",schemaPath:"#/$defs/entityField/properties/link/properties/key/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{1,62}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{1,62}$"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/fields/" + i4+"/link/key",schemaPath:"#/$defs/entityField/properties/link/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data28.value !== undefined){
let data31 = data28.value;
if(typeof data31 === "string"){
if(!pattern7.test(data31)){
const err69 = {instancePath:instancePath+"/fields/" + i4+"/link/value",schemaPath:"#/$defs/entityField/properties/link/properties/value/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{1,62}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{1,62}$"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/fields/" + i4+"/link/value",schemaPath:"#/$defs/entityField/properties/link/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/fields/" + i4+"/link",schemaPath:"#/$defs/entityField/properties/link/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data25.type !== undefined){
let data32 = data25.type;
if(!(((((((data32 === "string") || (data32 === "text")) || (data32 === "integer")) || (data32 === "number")) || (data32 === "date")) || (data32 === "datetime")) || (data32 === "boolean"))){
const err72 = {instancePath:instancePath+"/fields/" + i4+"/type",schemaPath:"#/$defs/entityField/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data25.length !== undefined){
let data33 = data25.length;
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err73 = {instancePath:instancePath+"/fields/" + i4+"/length",schemaPath:"#/$defs/entityField/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(typeof data33 == "number"){
if(data33 > 4000 || isNaN(data33)){
const err74 = {instancePath:instancePath+"/fields/" + i4+"/length",schemaPath:"#/$defs/entityField/properties/length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4000},message:"must be <= 4000"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data33 < 1 || isNaN(data33)){
const err75 = {instancePath:instancePath+"/fields/" + i4+"/length",schemaPath:"#/$defs/entityField/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
if(data25.required !== undefined){
if(typeof data25.required !== "boolean"){
const err76 = {instancePath:instancePath+"/fields/" + i4+"/required",schemaPath:"#/$defs/entityField/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data25.unique !== undefined){
if(typeof data25.unique !== "boolean"){
const err77 = {instancePath:instancePath+"/fields/" + i4+"/unique",schemaPath:"#/$defs/entityField/properties/unique/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data25.dict !== undefined){
let data36 = data25.dict;
if(typeof data36 === "string"){
if(func1(data36) < 1){
const err78 = {instancePath:instancePath+"/fields/" + i4+"/dict",schemaPath:"#/$defs/entityField/properties/dict/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/fields/" + i4+"/dict",schemaPath:"#/$defs/entityField/properties/dict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data25.default !== undefined){
let data37 = data25.default;
if(((typeof data37 !== "string") && (!(typeof data37 == "number"))) && (typeof data37 !== "boolean")){
const err80 = {instancePath:instancePath+"/fields/" + i4+"/default",schemaPath:"#/$defs/entityField/properties/default/type",keyword:"type",params:{type: schema39.properties.default.type},message:"must be string,number,boolean"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data25.search !== undefined){
if(!(data25.search === "substring")){
const err81 = {instancePath:instancePath+"/fields/" + i4+"/search",schemaPath:"#/$defs/entityField/properties/search/enum",keyword:"enum",params:{allowedValues: schema39.properties.search.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data25.secret !== undefined){
if(typeof data25.secret !== "boolean"){
const err82 = {instancePath:instancePath+"/fields/" + i4+"/secret",schemaPath:"#/$defs/entityField/properties/secret/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data25.sensitive !== undefined){
if(typeof data25.sensitive !== "boolean"){
const err83 = {instancePath:instancePath+"/fields/" + i4+"/sensitive",schemaPath:"#/$defs/entityField/properties/sensitive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data25.format !== undefined){
if(!(data25.format === "html")){
const err84 = {instancePath:instancePath+"/fields/" + i4+"/format",schemaPath:"#/$defs/entityField/properties/format/enum",keyword:"enum",params:{allowedValues: schema39.properties.format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data25.check !== undefined){
let data42 = data25.check;
if(!(((((((((((data42 === "json") || (data42 === "jsonArray")) || (data42 === "checkRule")) || (data42 === "fillParams")) || (data42 === "code")) || (data42 === "residentIdCard")) || (data42 === "creditCode")) || (data42 === "divisionCode")) || (data42 === "mobile")) || (data42 === "landline")) || (data42 === "telephone"))){
const err85 = {instancePath:instancePath+"/fields/" + i4+"/check",schemaPath:"#/$defs/entityField/properties/check/enum",keyword:"enum",params:{allowedValues: schema39.properties.check.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/fields/" + i4,schemaPath:"#/$defs/entityField/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.details !== undefined){
let data43 = data.details;
if(Array.isArray(data43)){
if(data43.length < 1){
const err88 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
const len4 = data43.length;
for(let i5=0; i5<len4; i5++){
let data44 = data43[i5];
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.table === undefined){
const err89 = {instancePath:instancePath+"/details/" + i5,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "table"},message:"must have required property '"+"table"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data44.foreignKey === undefined){
const err90 = {instancePath:instancePath+"/details/" + i5,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "foreignKey"},message:"must have required property '"+"foreignKey"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data44.key === undefined){
const err91 = {instancePath:instancePath+"/details/" + i5,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
for(const key6 in data44){
if(!((((key6 === "table") || (key6 === "foreignKey")) || (key6 === "key")) || (key6 === "orderField"))){
const err92 = {instancePath:instancePath+"/details/" + i5,schemaPath:"#/properties/details/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data44.table !== undefined){
let data45 = data44.table;
if(typeof data45 === "string"){
if(!pattern7.test(data45)){
const err93 = {instancePath:instancePath+"/details/" + i5+"/table",schemaPath:"#/properties/details/items/properties/table/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{1,62}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{1,62}$"+"\""};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/details/" + i5+"/table",schemaPath:"#/properties/details/items/properties/table/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data44.foreignKey !== undefined){
let data46 = data44.foreignKey;
if(typeof data46 === "string"){
if(!pattern10.test(data46)){
const err95 = {instancePath:instancePath+"/details/" + i5+"/foreignKey",schemaPath:"#/properties/details/items/properties/foreignKey/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/details/" + i5+"/foreignKey",schemaPath:"#/properties/details/items/properties/foreignKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data44.key !== undefined){
let data47 = data44.key;
if(typeof data47 === "string"){
if(!pattern10.test(data47)){
const err97 = {instancePath:instancePath+"/details/" + i5+"/key",schemaPath:"#/properties/details/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/details/" + i5+"/key",schemaPath:"#/properties/details/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data44.orderField !== undefined){
let data48 = data44.orderField;
if(typeof data48 === "string"){
if(!pattern10.test(data48)){
const err99 = {instancePath:instancePath+"/details/" + i5+"/orderField",schemaPath:"#/properties/details/items/properties/orderField/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/details/" + i5+"/orderField",schemaPath:"#/properties/details/items/properties/orderField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath:instancePath+"/details/" + i5,schemaPath:"#/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema41 = {"title":"SearchField","type":"object","required":["field","label"],"properties":{"field":{"type":"string","minLength":1},"fromHooks":{"type":"boolean","description":"the entity's hooks (server/entityHooks.ts) answer or read it: a value added on read (decorate, as a user's roleNames) or a list parameter of the entity's own (listParams, as departId), so it need not be a declared field"},"label":{"type":"string"},"component":{"enum":["input","select","date","dateRange","number","tree"]},"match":{"enum":["eq","like","ne","ge","le"],"description":"how a text value is sent: like *v*, ne !v, ge >=v, le <=v"},"trim":{"type":"boolean"},"dictCode":{"type":"string","minLength":1},"placeholder":{"type":"string"},"has":{"$ref":"#/$defs/permission"},"url":{"type":"string","pattern":"^/[A-Za-z0-9_/.-]+$","description":"for tree: the GET answering the tree (id or key, title or departName, children); the chosen node's id is the filter"}},"additionalProperties":false,"allOf":[{"if":{"properties":{"component":{"const":"tree"}},"required":["component"]},"then":{"required":["url"]}}]};
const pattern22 = new RegExp("^/[A-Za-z0-9_/.-]+$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.component === undefined) && (missing0 = "component")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.component !== undefined){
if("tree" !== data.component){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.label === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema41.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.field !== undefined){
let data1 = data.field;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.fromHooks !== undefined){
if(typeof data.fromHooks !== "boolean"){
const err9 = {instancePath:instancePath+"/fromHooks",schemaPath:"#/properties/fromHooks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.label !== undefined){
if(typeof data.label !== "string"){
const err10 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.component !== undefined){
let data4 = data.component;
if(!((((((data4 === "input") || (data4 === "select")) || (data4 === "date")) || (data4 === "dateRange")) || (data4 === "number")) || (data4 === "tree"))){
const err11 = {instancePath:instancePath+"/component",schemaPath:"#/properties/component/enum",keyword:"enum",params:{allowedValues: schema41.properties.component.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.match !== undefined){
let data5 = data.match;
if(!(((((data5 === "eq") || (data5 === "like")) || (data5 === "ne")) || (data5 === "ge")) || (data5 === "le"))){
const err12 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/enum",keyword:"enum",params:{allowedValues: schema41.properties.match.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.trim !== undefined){
if(typeof data.trim !== "boolean"){
const err13 = {instancePath:instancePath+"/trim",schemaPath:"#/properties/trim/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.dictCode !== undefined){
let data7 = data.dictCode;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err14 = {instancePath:instancePath+"/dictCode",schemaPath:"#/properties/dictCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/dictCode",schemaPath:"#/properties/dictCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.placeholder !== undefined){
if(typeof data.placeholder !== "string"){
const err16 = {instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.has !== undefined){
let data9 = data.has;
if(typeof data9 === "string"){
if(func1(data9) < 1){
const err17 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.url !== undefined){
let data10 = data.url;
if(typeof data10 === "string"){
if(!pattern22.test(data10)){
const err19 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^/[A-Za-z0-9_/.-]+$"},message:"must match pattern \""+"^/[A-Za-z0-9_/.-]+$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema43 = {"title":"ListColumn","type":"object","required":["field","title"],"properties":{"field":{"type":"string","minLength":1},"fromHooks":{"type":"boolean","description":"the entity's hooks (server/entityHooks.ts) answer or read it: a value added on read (decorate, as a user's roleNames) or a list parameter of the entity's own (listParams, as departId), so it need not be a declared field"},"title":{"type":"string"},"width":{"type":"number","minimum":20},"align":{"enum":["left","center","right"]},"sorter":{"type":"boolean"},"ellipsis":{"type":"boolean"},"dictCode":{"type":"string","minLength":1},"render":{"enum":["text","tag","date","datetime","image","link"]},"filters":{"type":"boolean","description":"offer the dictionary items as column filters"},"has":{"$ref":"#/$defs/permission"}},"additionalProperties":false};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema43.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.field !== undefined){
let data0 = data.field;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.fromHooks !== undefined){
if(typeof data.fromHooks !== "boolean"){
const err5 = {instancePath:instancePath+"/fromHooks",schemaPath:"#/properties/fromHooks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.width !== undefined){
let data3 = data.width;
if(typeof data3 == "number"){
if(data3 < 20 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 20},message:"must be >= 20"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.align !== undefined){
let data4 = data.align;
if(!(((data4 === "left") || (data4 === "center")) || (data4 === "right"))){
const err9 = {instancePath:instancePath+"/align",schemaPath:"#/properties/align/enum",keyword:"enum",params:{allowedValues: schema43.properties.align.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sorter !== undefined){
if(typeof data.sorter !== "boolean"){
const err10 = {instancePath:instancePath+"/sorter",schemaPath:"#/properties/sorter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ellipsis !== undefined){
if(typeof data.ellipsis !== "boolean"){
const err11 = {instancePath:instancePath+"/ellipsis",schemaPath:"#/properties/ellipsis/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.dictCode !== undefined){
let data7 = data.dictCode;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err12 = {instancePath:instancePath+"/dictCode",schemaPath:"#/properties/dictCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/dictCode",schemaPath:"#/properties/dictCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.render !== undefined){
let data8 = data.render;
if(!((((((data8 === "text") || (data8 === "tag")) || (data8 === "date")) || (data8 === "datetime")) || (data8 === "image")) || (data8 === "link"))){
const err14 = {instancePath:instancePath+"/render",schemaPath:"#/properties/render/enum",keyword:"enum",params:{allowedValues: schema43.properties.render.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.filters !== undefined){
if(typeof data.filters !== "boolean"){
const err15 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.has !== undefined){
let data10 = data.has;
if(typeof data10 === "string"){
if(func1(data10) < 1){
const err16 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema45 = {"title":"PageAction","type":"object","required":["action"],"properties":{"action":{"enum":["add","edit","detail","delete","batchDelete","reload","export","import","superQuery","workflow","link","preview","call","form","subList","dialog"]},"label":{"type":"string"},"has":{"$ref":"#/$defs/permission"},"to":{"type":"string","description":"for link: a path; {field} is replaced by the row's value"},"field":{"type":"string","minLength":1,"description":"for preview: the field of the record (read by id) holding a designed form, a formContent object or its JSON text; formContent when absent"},"when":{"type":"string","description":"an expression over the row; the action shows only while it is true"},"call":{"$ref":"#/$defs/actionCall"},"confirm":{"type":"string","minLength":1,"description":"for call: asked first (确定/取消); the call is made only on 确定"},"selection":{"enum":["none","one","many"],"description":"in the toolbar: none (default) or the selected rows it needs; {ids} in a call is their ids, comma-joined"},"title":{"type":"string","description":"for form, subList and dialog: the dialog's title (the label when absent)"},"width":{"type":"number","minimum":300,"maximum":2000},"content":{"$ref":"control.schema.json#/$defs/formContent"},"list":{"$ref":"#/$defs/listBody"},"filters":{"type":"object","additionalProperties":{"type":"string"},"description":"for subList: fixed filters ({field} from the row), also the defaults of records added there"},"dialog":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9-]*$","description":"for dialog: a registered action dialog"},"args":{"type":"object","additionalProperties":true,"description":"for dialog: the dialog's own arguments ({field} from the row)"}},"additionalProperties":false,"allOf":[{"if":{"properties":{"action":{"enum":["call","form","subList","dialog"]}},"required":["action"]},"then":{"required":["label"]}},{"if":{"properties":{"action":{"const":"call"}},"required":["action"]},"then":{"required":["call"]}},{"if":{"properties":{"action":{"const":"form"}},"required":["action"]},"then":{"required":["call","content"]}},{"if":{"properties":{"action":{"const":"subList"}},"required":["action"]},"then":{"required":["list","filters"]}},{"if":{"properties":{"action":{"const":"dialog"}},"required":["action"]},"then":{"required":["dialog"]}}],"description":"a toolbar or row action; call makes a request, form asks for values then makes one, subList opens a narrowed list (list) in a drawer, dialog opens a registered action dialog"};
const schema47 = {"title":"ActionCall","type":"object","required":["method","url"],"description":"a request an action makes; in url, params and body {field} is the row's (or the form's) value, {ids} the selected ids","properties":{"method":{"enum":["get","post","put","delete"]},"url":{"type":"string","pattern":"^/[A-Za-z0-9_/{}.-]+$"},"params":{"type":"object","additionalProperties":true},"body":{"type":"object","additionalProperties":true}},"additionalProperties":false};
const pattern23 = new RegExp("^/[A-Za-z0-9_/{}.-]+$", "u");
const pattern30 = new RegExp("^[a-zA-Z][a-zA-Z0-9-]*$", "u");
const schema49 = {"title":"FormContent","description":"A designed form: the formContent of a saved form.","type":"object","required":["list","config"],"properties":{"list":{"type":"array","items":{"$ref":"#/$defs/control"}},"config":{"$ref":"#/$defs/formConfig"}},"additionalProperties":false};
const schema50 = {"title":"Control","type":"object","required":["id","compType"],"properties":{"id":{"type":"string","minLength":1,"pattern":"^[A-Za-z_][A-Za-z0-9_]*$"},"_id":{"type":"string"},"compType":{"description":"the control kinds of schemas/controls/catalogue.ts (its tdItem is a table cell, not a control; schemas/controlKinds.test.ts keeps the two lists equal). Typed as a string: the runtime renders a form given to it with an integrator's registry, whose kinds are more","tsType":"string","enum":["input","textarea","inputNumber","select","radio","checkbox","Switch","slider","rate","date","time","editor","colorPicker","cascader","upload","dialogList","userList","userDept","barCode","dynamicTable","row","table","button","divider","alert","link","text","html","categorySelect","rolePicker","positionPicker","treeSelect","searchSelect","dictSearch","cron","bizComponent","password","codeEditor","markdown","sliderVerify","editableTable"]},"compName":{"type":"string"},"label":{"type":"string"},"showLabel":{"type":"boolean"},"labelWidth":{"anyOf":[{"type":"number","minimum":0,"maximum":200},{"type":"string","pattern":"^\\d+$"}]},"span":{"type":"integer","minimum":1,"maximum":24},"gutter":{"type":"number","minimum":0},"required":{"type":"boolean"},"disabled":{"type":"boolean"},"readonly":{"type":"boolean"},"clearable":{"type":"boolean"},"placeholder":{"type":"string"},"value":{},"rules":{"type":"array","items":{"$ref":"#/$defs/rule"}},"rulesType":{"type":"string"},"dataType":{"enum":["static","dynamic"]},"options":{"type":"array","items":{"$ref":"#/$defs/option"}},"action":{"type":"string"},"dictCode":{"type":"string","minLength":1,"description":"fills options from a dictionary: a code, or table,text,code of a declared entity"},"has":{"type":"string","minLength":1,"description":"permission actions, comma separated; the control is not rendered without one"},"visibleWhen":{"type":"string","description":"an expression over the form values; the control shows only while it is true"},"layout":{"enum":["colItem","rowItem","tableItem","dynamicItem"]},"columns":{"type":"array","description":"a row's columns (RowColumn), or a dynamic table's controls (Control)","items":{"type":"object","additionalProperties":true}},"layoutArray":{"type":"array","items":{"type":"array","items":{"$ref":"#/$defs/tdItem"}}},"meta":{"type":"object","description":"extensions of integrators; the runtime ignores what it does not know","additionalProperties":true}},"allOf":[{"if":{"properties":{"compType":{"const":"row"}}},"then":{"properties":{"columns":{"items":{"$ref":"#/$defs/rowColumn"}},"gutter":{"maximum":100}},"required":["columns"]}},{"if":{"properties":{"compType":{"const":"dynamicTable"}}},"then":{"properties":{"columns":{"items":{"$ref":"#/$defs/control"}}},"required":["columns"]}},{"if":{"properties":{"compType":{"const":"table"}}},"then":{"required":["layoutArray"],"properties":{"width":{"type":"number","minimum":0,"maximum":500},"height":{"type":"number","minimum":0,"maximum":1500}}}},{"if":{"properties":{"compType":{"const":"input"}}},"then":{"properties":{"maxLength":{"type":"integer","minimum":1}}}},{"if":{"properties":{"compType":{"const":"textarea"}}},"then":{"properties":{"rows":{"type":"integer","minimum":1},"maxlength":{"type":"integer","minimum":1}}}},{"if":{"properties":{"compType":{"const":"inputNumber"}}},"then":{"properties":{"min":{"type":"number"},"max":{"type":"number"},"step":{"type":"number","exclusiveMinimum":0},"precision":{"type":"integer","minimum":0,"maximum":10},"controls-position":{"enum":["","default","right"]}}}},{"if":{"properties":{"compType":{"const":"slider"}}},"then":{"properties":{"min":{"type":"number","minimum":0},"max":{"type":"number"},"step":{"type":"number","exclusiveMinimum":0}}}},{"if":{"properties":{"compType":{"const":"rate"}}},"then":{"properties":{"max":{"type":"integer","minimum":1,"maximum":20}}}},{"if":{"properties":{"compType":{"const":"date"}}},"then":{"properties":{"type":{"enum":["date","week","month","year","datetime","daterange","monthrange","datetimerange","dates"]}}}},{"if":{"properties":{"compType":{"const":"editor"}}},"then":{"properties":{"max":{"type":"integer","minimum":100}}}},{"if":{"properties":{"compType":{"const":"checkbox"}}},"then":{"properties":{"min":{"type":"integer","minimum":1},"max":{"type":"integer","minimum":1}}}},{"if":{"properties":{"compType":{"const":"radio"}}},"then":{"properties":{"optionType":{"enum":["default","button"]},"size":{"enum":["medium","small","mini"]}}}},{"if":{"properties":{"compType":{"const":"upload"}}},"then":{"properties":{"fileSize":{"type":"number","minimum":1,"maximum":10000},"list-type":{"enum":["text","picture-card","picture"]}}}},{"if":{"properties":{"compType":{"const":"barCode"}}},"then":{"properties":{"height":{"type":"number","minimum":10,"maximum":100}}}},{"if":{"properties":{"compType":{"const":"text"}}},"then":{"properties":{"size":{"type":"number","minimum":10,"maximum":50},"bold":{"type":"number","minimum":100,"maximum":800,"multipleOf":100},"align":{"enum":["left","center","right"]}}}},{"if":{"properties":{"compType":{"const":"link"}}},"then":{"properties":{"type":{"enum":["primary","success","warning","danger","info","default"]},"target":{"enum":["_blank","_self"]}}}},{"if":{"properties":{"compType":{"const":"alert"}}},"then":{"properties":{"type":{"enum":["success","warning","error","info"]},"effect":{"enum":["light","dark"]}}}},{"if":{"properties":{"compType":{"const":"cascader"}}},"then":{"properties":{"labelWidth":{"anyOf":[{"type":"number","minimum":0,"maximum":200},{"type":"string"}]},"width":{"type":"number","minimum":0,"maximum":100}}}},{"if":{"properties":{"compType":{"enum":["dialogList","userList","userDept"]}}},"then":{"properties":{"height":{"type":"number","minimum":100,"maximum":1500},"colConf":{"anyOf":[{"type":"string"},{"type":"array","items":{"type":"object"}}],"description":"the picker's columns [{index,label,property,width,show}]: a JSON string as the older designer saved it, or the list itself"},"byDepart":{"type":"boolean","description":"userList: the user-by-department variant, with the department tree beside the list"}}}},{"if":{"properties":{"compType":{"enum":["rolePicker","positionPicker"]}}},"then":{"properties":{"title":{"type":"string","description":"the dialog title (选择角色 / 选择职务 unless given)"},"multi":{"type":"boolean","description":"several may be chosen; the value joins them with ','"},"action":{"type":"string","minLength":1,"description":"the paged list to pick from: /sys/role/list (searched by roleCode) or /sys/position/list (searched by name)"},"valueField":{"enum":["roleCode","code","id"],"description":"what the value holds: roleCode (role picker default) or code (position picker default), or id"}}}},{"if":{"properties":{"compType":{"const":"treeSelect"}}},"then":{"properties":{"dict":{"type":"string","pattern":"^$|^[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*$","description":"table,text,code of a declared entity: the node text and the stored value"},"pidField":{"type":"string","description":"the field naming a row's parent (pid unless given)"},"pidValue":{"type":"string","description":"the parent value of the roots (empty: rows without a parent)"},"hasChildField":{"type":"string","description":"a field holding '1' when the row has children"},"condition":{"type":"string","description":"a JSON object string of field:value filters; anything else is refused (条件值错误，需要JSON字符串)"},"multiple":{"type":"boolean"},"checkStrictly":{"type":"boolean","description":"with multiple: each check stands alone (true) or follows parent and children (false)"}}}},{"if":{"properties":{"compType":{"enum":["searchSelect","dictSearch"]}}},"then":{"properties":{"dict":{"type":"string","description":"a dictionary code, or table,text,code of a declared entity"},"async":{"type":"boolean","description":"true: the server searches as one types (GET /sys/dict/loadDict/{dict}); false: every item is loaded once and filtered"},"debounce":{"type":"integer","minimum":0,"maximum":5000,"description":"ms after the last key before the search (800 searchSelect, 300 dictSearch)"},"pageSize":{"type":"integer","minimum":1,"maximum":1000},"multiple":{"type":"boolean"}}}},{"if":{"properties":{"compType":{"const":"bizComponent"}}},"then":{"properties":{"title":{"type":"string","description":"the dialog title (请选择 unless given)"},"multi":{"type":"boolean","description":"several may be chosen (the default)"},"dataSource":{"type":"object","required":["adapter"],"properties":{"adapter":{"type":"string","pattern":"^[a-z][a-zA-Z0-9-]*$","description":"a registered adapter name (http for a declared entity)"},"args":{"type":"object","description":"the adapter's arguments: {\"api\": \"<the entity's api>\"}"}},"additionalProperties":false,"description":"where the rows come from: a declared entity's list, through the data adapter a list page of it uses"},"columns":{"type":"array","items":{"type":"object","required":["field"],"properties":{"field":{"type":"string","minLength":1},"title":{"type":"string"},"width":{"type":"number","exclusiveMinimum":0}},"additionalProperties":false},"description":"the result table's columns (cells cut to ellipsisLength characters)"},"queryFields":{"type":"array","items":{"type":"object","required":["field"],"properties":{"field":{"type":"string","minLength":1},"label":{"type":"string"}},"additionalProperties":false},"description":"the query form's inputs; each filled one is searched as contains"},"rowKey":{"type":"string","minLength":1,"description":"the rows' key (id unless given)"},"valueField":{"type":"string","minLength":1,"description":"what the value holds (the row key unless given); several joined with ',' and ended with one: a,b,"},"labelField":{"type":"string","minLength":1,"description":"what the input and the chosen table show (name unless given)"},"ellipsisLength":{"type":"integer","minimum":1,"maximum":100,"description":"cells are cut to this many characters (12)"},"width":{"type":"number","minimum":300,"maximum":2000,"description":"the dialog width (900)"}}}},{"if":{"properties":{"compType":{"const":"password"}}},"then":{"properties":{"strengthMeter":{"type":"boolean","description":"the strength meter under the field (seed 002 §4: 低 / 中 / 高); on unless false, off for a confirmation"},"placeholder":{"type":"string"},"maxLength":{"type":"integer","minimum":1}}}},{"if":{"properties":{"compType":{"const":"codeEditor"}}},"then":{"properties":{"language":{"enum":["css","javascript","html","java","objective-c","python","r","shell","sql","swift","vue","markdown"],"description":"the language shown (seed 002 §2): css, javascript, html (XML/HTML), java, objective-c, python, r, shell, sql, swift, vue, markdown"},"languageChange":{"type":"boolean","description":"the language selector above the editor (true unless given)"},"fullScreen":{"type":"boolean","description":"the fullscreen toggle (true unless given)"},"height":{"type":"integer","minimum":60,"maximum":2000,"description":"pixels (240 unless given); tab size is always 2"}}}},{"if":{"properties":{"compType":{"const":"markdown"}}},"then":{"properties":{"height":{"type":"integer","minimum":200,"maximum":2000,"description":"pixels (300 unless given, at least 200); the preview is sanitised HTML"}}}},{"if":{"properties":{"compType":{"const":"sliderVerify"}}},"then":{"properties":{"value":{"type":"boolean","description":"true once the slider was dragged to the end (验证通过); it then stays fixed"}}}},{"if":{"properties":{"compType":{"const":"editableTable"}}},"then":{"properties":{"columns":{"minItems":1,"items":{"$ref":"#/$defs/gridColumn"}},"value":{"type":"array","items":{"type":"object"},"description":"the rows (the record's detail rows, each with its id, temporary for a new row)"},"maxHeight":{"type":"integer","minimum":122,"maximum":4000,"description":"pixels of table before it scrolls (400 unless given; rows are 61 high)"},"rowNumbers":{"type":"boolean","description":"the row number column (60 wide)"},"rowSelection":{"type":"boolean","description":"the selection column (40 wide, 60 with statistics) with 删除 and 清空选择"},"dragSort":{"type":"boolean","description":"rows can be moved and inserted"}}}}],"additionalProperties":true};
const schema52 = {"title":"GridColumn","type":"object","description":"a column of an editable table (seed 002 §3): the cell's kind, its rules and footer statistics","required":["key","title","type"],"properties":{"key":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","description":"the row's property the column edits"},"title":{"type":"string"},"type":{"enum":["input","inputNumber","checkbox","select","date","datetime","time","hidden","slot","popup","sel_depart","sel_user","input_pop","textarea","radio","list_multi","sel_search","sel_search_async","upload","file","image"],"description":"the column types of seed 002 §3 (input_pop and textarea: the 300 x 210 pop-up text editor)"},"width":{"type":"integer","minimum":0,"maximum":2000,"description":"pixels; seed 002 §9 minimums: date 135, datetime, sel_user and sel_depart 190"},"defaultValue":{"description":"a new row's value"},"placeholder":{"type":"string"},"options":{"type":"array","items":{"type":"object","required":["value"],"properties":{"value":{"type":["string","number","boolean"]},"text":{"type":"string"},"label":{"type":"string"}},"additionalProperties":false},"description":"the choices of select, radio, list_multi and sel_search"},"dictCode":{"type":"string","minLength":1,"description":"a dictionary whose items are the choices (instead of options)"},"validateRules":{"type":"array","items":{"type":"object","properties":{"required":{"type":"boolean"},"unique":{"type":"boolean","description":"no two rows hold the same value (the platform's only)"},"pattern":{"type":"string","minLength":1,"description":"a preset (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money) or a regular expression"},"message":{"type":"string"}},"additionalProperties":false},"description":"the first failing rule's message is the cell's error"},"statistics":{"type":"array","items":{"enum":["sum","average"]},"description":"footer totals over every row"},"disabled":{"type":"boolean"},"fieldExtendJson":{"type":"object","properties":{"multiSelect":{"type":"boolean","description":"sel_user, sel_depart: several may be chosen"}},"additionalProperties":true}},"additionalProperties":false,"allOf":[{"if":{"properties":{"type":{"const":"date"}}},"then":{"properties":{"width":{"minimum":135}}}},{"if":{"properties":{"type":{"enum":["datetime","sel_user","sel_depart"]}}},"then":{"properties":{"width":{"minimum":190}}}}]};
const schema53 = {"title":"ControlRule","type":"object","required":["rule","msg"],"properties":{"rule":{"type":"string","minLength":1,"description":"a regular expression"},"msg":{"type":"string"}}};
const schema54 = {"title":"ControlOption","type":"object","required":["label","value"],"properties":{"label":{"type":"string"},"value":{"type":["string","number","boolean"]}}};
const schema51 = {"title":"RowColumn","type":"object","required":["span","list"],"properties":{"index":{"type":"integer","minimum":0},"span":{"type":"integer","minimum":1,"maximum":24},"list":{"type":"array","items":{"$ref":"#/$defs/control"}}}};
const wrapper0 = {validate: validate32};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.span === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "span"},message:"must have required property '"+"span"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.list === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.index !== undefined){
let data0 = data.index;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.span !== undefined){
let data1 = data.span;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 24 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.list !== undefined){
let data2 = data.list;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(wrapper0.validate(data2[i0], {instancePath:instancePath+"/list/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/list",schemaPath:"#/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"index":true,"span":true,"list":true},"dynamicProps":false,"dynamicItems":false};

const schema55 = {"title":"TableCell","type":"object","required":["col","row","columns"],"properties":{"id":{"type":["string","number"]},"compType":{"const":"tdItem"},"col":{"type":"integer","minimum":1},"row":{"type":"integer","minimum":1},"hide":{"type":"boolean"},"style":{"type":"object","properties":{"background":{"type":"string"},"width":{"type":"number","minimum":1,"maximum":100}}},"columns":{"type":"array","items":{"$ref":"#/$defs/control"}}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.col === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "col"},message:"must have required property '"+"col"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.row === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "row"},message:"must have required property '"+"row"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.columns === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if((typeof data0 !== "string") && (!(typeof data0 == "number"))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: schema55.properties.id.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.compType !== undefined){
if("tdItem" !== data.compType){
const err4 = {instancePath:instancePath+"/compType",schemaPath:"#/properties/compType/const",keyword:"const",params:{allowedValue: "tdItem"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.col !== undefined){
let data2 = data.col;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err5 = {instancePath:instancePath+"/col",schemaPath:"#/properties/col/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/col",schemaPath:"#/properties/col/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.row !== undefined){
let data3 = data.row;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err7 = {instancePath:instancePath+"/row",schemaPath:"#/properties/row/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/row",schemaPath:"#/properties/row/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.hide !== undefined){
if(typeof data.hide !== "boolean"){
const err9 = {instancePath:instancePath+"/hide",schemaPath:"#/properties/hide/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.style !== undefined){
let data5 = data.style;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.background !== undefined){
if(typeof data5.background !== "string"){
const err10 = {instancePath:instancePath+"/style/background",schemaPath:"#/properties/style/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.width !== undefined){
let data7 = data5.width;
if(typeof data7 == "number"){
if(data7 > 100 || isNaN(data7)){
const err11 = {instancePath:instancePath+"/style/width",schemaPath:"#/properties/style/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err12 = {instancePath:instancePath+"/style/width",schemaPath:"#/properties/style/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/style/width",schemaPath:"#/properties/style/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.columns !== undefined){
let data8 = data.columns;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(wrapper0.validate(data8[i0], {instancePath:instancePath+"/columns/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"id":true,"compType":true,"col":true,"row":true,"hide":true,"style":true,"columns":true},"dynamicProps":false,"dynamicItems":false};

const pattern24 = new RegExp("^$|^[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*$", "u");
const pattern26 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
const pattern28 = new RegExp("^\\d+$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("row" !== data.compType){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.columns === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.columns !== undefined){
let data1 = data.columns;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate33(data1[i0], {instancePath:instancePath+"/columns/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
}
if(data.gutter !== undefined){
let data3 = data.gutter;
if(typeof data3 == "number"){
if(data3 > 100 || isNaN(data3)){
const err2 = {instancePath:instancePath+"/gutter",schemaPath:"#/allOf/0/then/properties/gutter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.columns = true;
props0.gutter = true;
props0.compType = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs10 = errors;
let valid6 = true;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("dynamicTable" !== data.compType){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs11 === errors;
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.columns === undefined){
const err5 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.columns !== undefined){
let data5 = data.columns;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(!(wrapper0.validate(data5[i1], {instancePath:instancePath+"/columns/" + i1,parentData:data5,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
}
}
var _valid1 = _errs13 === errors;
valid6 = _valid1;
if(valid6){
var props2 = {};
props2.columns = true;
props2.compType = true;
}
}
if(!valid6){
const err6 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs17 = errors;
let valid11 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("table" !== data.compType){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid2 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.layoutArray === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "layoutArray"},message:"must have required property '"+"layoutArray"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.width !== undefined){
let data8 = data.width;
if(typeof data8 == "number"){
if(data8 > 500 || isNaN(data8)){
const err9 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/2/then/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err10 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/2/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/2/then/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.height !== undefined){
let data9 = data.height;
if(typeof data9 == "number"){
if(data9 > 1500 || isNaN(data9)){
const err12 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/2/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1500},message:"must be <= 1500"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err13 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/2/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/2/then/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
var _valid2 = _errs20 === errors;
valid11 = _valid2;
if(valid11){
var props3 = {};
props3.width = true;
props3.height = true;
props3.compType = true;
}
}
if(!valid11){
const err15 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs26 = errors;
let valid14 = true;
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("input" !== data.compType){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
var _valid3 = _errs27 === errors;
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs29 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.maxLength !== undefined){
let data11 = data.maxLength;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err17 = {instancePath:instancePath+"/maxLength",schemaPath:"#/allOf/3/then/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 < 1 || isNaN(data11)){
const err18 = {instancePath:instancePath+"/maxLength",schemaPath:"#/allOf/3/then/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
var _valid3 = _errs29 === errors;
valid14 = _valid3;
if(valid14){
var props4 = {};
props4.maxLength = true;
props4.compType = true;
}
}
if(!valid14){
const err19 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs33 = errors;
let valid17 = true;
const _errs34 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("textarea" !== data.compType){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
var _valid4 = _errs34 === errors;
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs36 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rows !== undefined){
let data13 = data.rows;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err21 = {instancePath:instancePath+"/rows",schemaPath:"#/allOf/4/then/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 < 1 || isNaN(data13)){
const err22 = {instancePath:instancePath+"/rows",schemaPath:"#/allOf/4/then/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.maxlength !== undefined){
let data14 = data.maxlength;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err23 = {instancePath:instancePath+"/maxlength",schemaPath:"#/allOf/4/then/properties/maxlength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 < 1 || isNaN(data14)){
const err24 = {instancePath:instancePath+"/maxlength",schemaPath:"#/allOf/4/then/properties/maxlength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
var _valid4 = _errs36 === errors;
valid17 = _valid4;
if(valid17){
var props5 = {};
props5.rows = true;
props5.maxlength = true;
props5.compType = true;
}
}
if(!valid17){
const err25 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs42 = errors;
let valid20 = true;
const _errs43 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("inputNumber" !== data.compType){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
var _valid5 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs45 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.min !== undefined){
if(!(typeof data.min == "number")){
const err27 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/5/then/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.max !== undefined){
if(!(typeof data.max == "number")){
const err28 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/5/then/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.step !== undefined){
let data18 = data.step;
if(typeof data18 == "number"){
if(data18 <= 0 || isNaN(data18)){
const err29 = {instancePath:instancePath+"/step",schemaPath:"#/allOf/5/then/properties/step/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/step",schemaPath:"#/allOf/5/then/properties/step/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.precision !== undefined){
let data19 = data.precision;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err31 = {instancePath:instancePath+"/precision",schemaPath:"#/allOf/5/then/properties/precision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data19 == "number"){
if(data19 > 10 || isNaN(data19)){
const err32 = {instancePath:instancePath+"/precision",schemaPath:"#/allOf/5/then/properties/precision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err33 = {instancePath:instancePath+"/precision",schemaPath:"#/allOf/5/then/properties/precision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data["controls-position"] !== undefined){
let data20 = data["controls-position"];
if(!(((data20 === "") || (data20 === "default")) || (data20 === "right"))){
const err34 = {instancePath:instancePath+"/controls-position",schemaPath:"#/allOf/5/then/properties/controls-position/enum",keyword:"enum",params:{allowedValues: schema50.allOf[5].then.properties["controls-position"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
var _valid5 = _errs45 === errors;
valid20 = _valid5;
if(valid20){
var props6 = {};
props6.min = true;
props6.max = true;
props6.step = true;
props6.precision = true;
props6["controls-position"] = true;
props6.compType = true;
}
}
if(!valid20){
const err35 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs56 = errors;
let valid23 = true;
const _errs57 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("slider" !== data.compType){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
var _valid6 = _errs57 === errors;
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs59 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.min !== undefined){
let data22 = data.min;
if(typeof data22 == "number"){
if(data22 < 0 || isNaN(data22)){
const err37 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/6/then/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/6/then/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.max !== undefined){
if(!(typeof data.max == "number")){
const err39 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/6/then/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.step !== undefined){
let data24 = data.step;
if(typeof data24 == "number"){
if(data24 <= 0 || isNaN(data24)){
const err40 = {instancePath:instancePath+"/step",schemaPath:"#/allOf/6/then/properties/step/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/step",schemaPath:"#/allOf/6/then/properties/step/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
var _valid6 = _errs59 === errors;
valid23 = _valid6;
if(valid23){
var props7 = {};
props7.min = true;
props7.max = true;
props7.step = true;
props7.compType = true;
}
}
if(!valid23){
const err42 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs67 = errors;
let valid26 = true;
const _errs68 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("rate" !== data.compType){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
var _valid7 = _errs68 === errors;
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs70 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max !== undefined){
let data26 = data.max;
if(!((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26)))){
const err44 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/7/then/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data26 == "number"){
if(data26 > 20 || isNaN(data26)){
const err45 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/7/then/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data26 < 1 || isNaN(data26)){
const err46 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/7/then/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
}
var _valid7 = _errs70 === errors;
valid26 = _valid7;
if(valid26){
var props8 = {};
props8.max = true;
props8.compType = true;
}
}
if(!valid26){
const err47 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs74 = errors;
let valid29 = true;
const _errs75 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("date" !== data.compType){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
var _valid8 = _errs75 === errors;
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs77 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data28 = data.type;
if(!(((((((((data28 === "date") || (data28 === "week")) || (data28 === "month")) || (data28 === "year")) || (data28 === "datetime")) || (data28 === "daterange")) || (data28 === "monthrange")) || (data28 === "datetimerange")) || (data28 === "dates"))){
const err49 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/8/then/properties/type/enum",keyword:"enum",params:{allowedValues: schema50.allOf[8].then.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
var _valid8 = _errs77 === errors;
valid29 = _valid8;
if(valid29){
var props9 = {};
props9.type = true;
props9.compType = true;
}
}
if(!valid29){
const err50 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs80 = errors;
let valid32 = true;
const _errs81 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("editor" !== data.compType){
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
var _valid9 = _errs81 === errors;
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs83 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max !== undefined){
let data30 = data.max;
if(!((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30)))){
const err52 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/9/then/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(typeof data30 == "number"){
if(data30 < 100 || isNaN(data30)){
const err53 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/9/then/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
}
var _valid9 = _errs83 === errors;
valid32 = _valid9;
if(valid32){
var props10 = {};
props10.max = true;
props10.compType = true;
}
}
if(!valid32){
const err54 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
const _errs87 = errors;
let valid35 = true;
const _errs88 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("checkbox" !== data.compType){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
var _valid10 = _errs88 === errors;
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs90 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.min !== undefined){
let data32 = data.min;
if(!((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32)))){
const err56 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/10/then/properties/min/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data32 == "number"){
if(data32 < 1 || isNaN(data32)){
const err57 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/10/then/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data.max !== undefined){
let data33 = data.max;
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err58 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/10/then/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(typeof data33 == "number"){
if(data33 < 1 || isNaN(data33)){
const err59 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/10/then/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
}
var _valid10 = _errs90 === errors;
valid35 = _valid10;
if(valid35){
var props11 = {};
props11.min = true;
props11.max = true;
props11.compType = true;
}
}
if(!valid35){
const err60 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(props0 !== true && props11 !== undefined){
if(props11 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props11);
}
}
const _errs96 = errors;
let valid38 = true;
const _errs97 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("radio" !== data.compType){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
var _valid11 = _errs97 === errors;
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs99 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.optionType !== undefined){
let data35 = data.optionType;
if(!((data35 === "default") || (data35 === "button"))){
const err62 = {instancePath:instancePath+"/optionType",schemaPath:"#/allOf/11/then/properties/optionType/enum",keyword:"enum",params:{allowedValues: schema50.allOf[11].then.properties.optionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.size !== undefined){
let data36 = data.size;
if(!(((data36 === "medium") || (data36 === "small")) || (data36 === "mini"))){
const err63 = {instancePath:instancePath+"/size",schemaPath:"#/allOf/11/then/properties/size/enum",keyword:"enum",params:{allowedValues: schema50.allOf[11].then.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
var _valid11 = _errs99 === errors;
valid38 = _valid11;
if(valid38){
var props12 = {};
props12.optionType = true;
props12.size = true;
props12.compType = true;
}
}
if(!valid38){
const err64 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(props0 !== true && props12 !== undefined){
if(props12 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props12);
}
}
const _errs103 = errors;
let valid41 = true;
const _errs104 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("upload" !== data.compType){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
var _valid12 = _errs104 === errors;
errors = _errs103;
if(vErrors !== null){
if(_errs103){
vErrors.length = _errs103;
}
else {
vErrors = null;
}
}
if(_valid12){
const _errs106 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fileSize !== undefined){
let data38 = data.fileSize;
if(typeof data38 == "number"){
if(data38 > 10000 || isNaN(data38)){
const err66 = {instancePath:instancePath+"/fileSize",schemaPath:"#/allOf/12/then/properties/fileSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data38 < 1 || isNaN(data38)){
const err67 = {instancePath:instancePath+"/fileSize",schemaPath:"#/allOf/12/then/properties/fileSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/fileSize",schemaPath:"#/allOf/12/then/properties/fileSize/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data["list-type"] !== undefined){
let data39 = data["list-type"];
if(!(((data39 === "text") || (data39 === "picture-card")) || (data39 === "picture"))){
const err69 = {instancePath:instancePath+"/list-type",schemaPath:"#/allOf/12/then/properties/list-type/enum",keyword:"enum",params:{allowedValues: schema50.allOf[12].then.properties["list-type"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
var _valid12 = _errs106 === errors;
valid41 = _valid12;
if(valid41){
var props13 = {};
props13.fileSize = true;
props13["list-type"] = true;
props13.compType = true;
}
}
if(!valid41){
const err70 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(props0 !== true && props13 !== undefined){
if(props13 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props13);
}
}
const _errs111 = errors;
let valid44 = true;
const _errs112 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("barCode" !== data.compType){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
var _valid13 = _errs112 === errors;
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
if(_valid13){
const _errs114 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.height !== undefined){
let data41 = data.height;
if(typeof data41 == "number"){
if(data41 > 100 || isNaN(data41)){
const err72 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/13/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data41 < 10 || isNaN(data41)){
const err73 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/13/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/13/then/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
var _valid13 = _errs114 === errors;
valid44 = _valid13;
if(valid44){
var props14 = {};
props14.height = true;
props14.compType = true;
}
}
if(!valid44){
const err75 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(props0 !== true && props14 !== undefined){
if(props14 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props14);
}
}
const _errs118 = errors;
let valid47 = true;
const _errs119 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("text" !== data.compType){
const err76 = {};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
var _valid14 = _errs119 === errors;
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
if(_valid14){
const _errs121 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.size !== undefined){
let data43 = data.size;
if(typeof data43 == "number"){
if(data43 > 50 || isNaN(data43)){
const err77 = {instancePath:instancePath+"/size",schemaPath:"#/allOf/14/then/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data43 < 10 || isNaN(data43)){
const err78 = {instancePath:instancePath+"/size",schemaPath:"#/allOf/14/then/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/size",schemaPath:"#/allOf/14/then/properties/size/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.bold !== undefined){
let data44 = data.bold;
if(typeof data44 == "number"){
if(data44 > 800 || isNaN(data44)){
const err80 = {instancePath:instancePath+"/bold",schemaPath:"#/allOf/14/then/properties/bold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 800},message:"must be <= 800"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data44 < 100 || isNaN(data44)){
const err81 = {instancePath:instancePath+"/bold",schemaPath:"#/allOf/14/then/properties/bold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
let res0;
if((100 === 0 || (res0 = data44/100, res0 !== parseInt(res0)))){
const err82 = {instancePath:instancePath+"/bold",schemaPath:"#/allOf/14/then/properties/bold/multipleOf",keyword:"multipleOf",params:{multipleOf: 100},message:"must be multiple of 100"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/bold",schemaPath:"#/allOf/14/then/properties/bold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.align !== undefined){
let data45 = data.align;
if(!(((data45 === "left") || (data45 === "center")) || (data45 === "right"))){
const err84 = {instancePath:instancePath+"/align",schemaPath:"#/allOf/14/then/properties/align/enum",keyword:"enum",params:{allowedValues: schema50.allOf[14].then.properties.align.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
var _valid14 = _errs121 === errors;
valid47 = _valid14;
if(valid47){
var props15 = {};
props15.size = true;
props15.bold = true;
props15.align = true;
props15.compType = true;
}
}
if(!valid47){
const err85 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(props0 !== true && props15 !== undefined){
if(props15 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props15);
}
}
const _errs128 = errors;
let valid50 = true;
const _errs129 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("link" !== data.compType){
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
var _valid15 = _errs129 === errors;
errors = _errs128;
if(vErrors !== null){
if(_errs128){
vErrors.length = _errs128;
}
else {
vErrors = null;
}
}
if(_valid15){
const _errs131 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data47 = data.type;
if(!((((((data47 === "primary") || (data47 === "success")) || (data47 === "warning")) || (data47 === "danger")) || (data47 === "info")) || (data47 === "default"))){
const err87 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/15/then/properties/type/enum",keyword:"enum",params:{allowedValues: schema50.allOf[15].then.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.target !== undefined){
let data48 = data.target;
if(!((data48 === "_blank") || (data48 === "_self"))){
const err88 = {instancePath:instancePath+"/target",schemaPath:"#/allOf/15/then/properties/target/enum",keyword:"enum",params:{allowedValues: schema50.allOf[15].then.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
var _valid15 = _errs131 === errors;
valid50 = _valid15;
if(valid50){
var props16 = {};
props16.type = true;
props16.target = true;
props16.compType = true;
}
}
if(!valid50){
const err89 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(props0 !== true && props16 !== undefined){
if(props16 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props16);
}
}
const _errs135 = errors;
let valid53 = true;
const _errs136 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("alert" !== data.compType){
const err90 = {};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
var _valid16 = _errs136 === errors;
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
if(_valid16){
const _errs138 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data50 = data.type;
if(!((((data50 === "success") || (data50 === "warning")) || (data50 === "error")) || (data50 === "info"))){
const err91 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/16/then/properties/type/enum",keyword:"enum",params:{allowedValues: schema50.allOf[16].then.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.effect !== undefined){
let data51 = data.effect;
if(!((data51 === "light") || (data51 === "dark"))){
const err92 = {instancePath:instancePath+"/effect",schemaPath:"#/allOf/16/then/properties/effect/enum",keyword:"enum",params:{allowedValues: schema50.allOf[16].then.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
var _valid16 = _errs138 === errors;
valid53 = _valid16;
if(valid53){
var props17 = {};
props17.type = true;
props17.effect = true;
props17.compType = true;
}
}
if(!valid53){
const err93 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(props0 !== true && props17 !== undefined){
if(props17 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props17);
}
}
const _errs142 = errors;
let valid56 = true;
const _errs143 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("cascader" !== data.compType){
const err94 = {};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
var _valid17 = _errs143 === errors;
errors = _errs142;
if(vErrors !== null){
if(_errs142){
vErrors.length = _errs142;
}
else {
vErrors = null;
}
}
if(_valid17){
const _errs145 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.labelWidth !== undefined){
let data53 = data.labelWidth;
const _errs147 = errors;
let valid59 = false;
const _errs148 = errors;
if(typeof data53 == "number"){
if(data53 > 200 || isNaN(data53)){
const err95 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data53 < 0 || isNaN(data53)){
const err96 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid18 = _errs148 === errors;
valid59 = valid59 || _valid18;
const _errs150 = errors;
if(typeof data53 !== "string"){
const err98 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid18 = _errs150 === errors;
valid59 = valid59 || _valid18;
if(!valid59){
const err99 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
errors = _errs147;
if(vErrors !== null){
if(_errs147){
vErrors.length = _errs147;
}
else {
vErrors = null;
}
}
}
}
if(data.width !== undefined){
let data54 = data.width;
if(typeof data54 == "number"){
if(data54 > 100 || isNaN(data54)){
const err100 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/17/then/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data54 < 0 || isNaN(data54)){
const err101 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/17/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/17/then/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
var _valid17 = _errs145 === errors;
valid56 = _valid17;
if(valid56){
var props18 = {};
props18.labelWidth = true;
props18.width = true;
props18.compType = true;
}
}
if(!valid56){
const err103 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(props0 !== true && props18 !== undefined){
if(props18 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props18);
}
}
const _errs155 = errors;
let valid60 = true;
const _errs156 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
let data55 = data.compType;
if(!(((data55 === "dialogList") || (data55 === "userList")) || (data55 === "userDept"))){
const err104 = {};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
var _valid19 = _errs156 === errors;
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
if(_valid19){
const _errs158 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.height !== undefined){
let data56 = data.height;
if(typeof data56 == "number"){
if(data56 > 1500 || isNaN(data56)){
const err105 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/18/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1500},message:"must be <= 1500"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data56 < 100 || isNaN(data56)){
const err106 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/18/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/18/then/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.colConf !== undefined){
let data57 = data.colConf;
const _errs162 = errors;
let valid63 = false;
const _errs163 = errors;
if(typeof data57 !== "string"){
const err108 = {instancePath:instancePath+"/colConf",schemaPath:"#/allOf/18/then/properties/colConf/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid20 = _errs163 === errors;
valid63 = valid63 || _valid20;
const _errs165 = errors;
if(Array.isArray(data57)){
const len2 = data57.length;
for(let i2=0; i2<len2; i2++){
let data58 = data57[i2];
if(!(data58 && typeof data58 == "object" && !Array.isArray(data58))){
const err109 = {instancePath:instancePath+"/colConf/" + i2,schemaPath:"#/allOf/18/then/properties/colConf/anyOf/1/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/colConf",schemaPath:"#/allOf/18/then/properties/colConf/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid20 = _errs165 === errors;
valid63 = valid63 || _valid20;
if(!valid63){
const err111 = {instancePath:instancePath+"/colConf",schemaPath:"#/allOf/18/then/properties/colConf/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
errors = _errs162;
if(vErrors !== null){
if(_errs162){
vErrors.length = _errs162;
}
else {
vErrors = null;
}
}
}
}
if(data.byDepart !== undefined){
if(typeof data.byDepart !== "boolean"){
const err112 = {instancePath:instancePath+"/byDepart",schemaPath:"#/allOf/18/then/properties/byDepart/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
var _valid19 = _errs158 === errors;
valid60 = _valid19;
if(valid60){
var props19 = {};
props19.height = true;
props19.colConf = true;
props19.byDepart = true;
props19.compType = true;
}
}
if(!valid60){
const err113 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(props0 !== true && props19 !== undefined){
if(props19 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props19);
}
}
const _errs172 = errors;
let valid66 = true;
const _errs173 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
let data60 = data.compType;
if(!((data60 === "rolePicker") || (data60 === "positionPicker"))){
const err114 = {};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
var _valid21 = _errs173 === errors;
errors = _errs172;
if(vErrors !== null){
if(_errs172){
vErrors.length = _errs172;
}
else {
vErrors = null;
}
}
if(_valid21){
const _errs175 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err115 = {instancePath:instancePath+"/title",schemaPath:"#/allOf/19/then/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data.multi !== undefined){
if(typeof data.multi !== "boolean"){
const err116 = {instancePath:instancePath+"/multi",schemaPath:"#/allOf/19/then/properties/multi/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data.action !== undefined){
let data63 = data.action;
if(typeof data63 === "string"){
if(func1(data63) < 1){
const err117 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/19/then/properties/action/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/19/then/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data.valueField !== undefined){
let data64 = data.valueField;
if(!(((data64 === "roleCode") || (data64 === "code")) || (data64 === "id"))){
const err119 = {instancePath:instancePath+"/valueField",schemaPath:"#/allOf/19/then/properties/valueField/enum",keyword:"enum",params:{allowedValues: schema50.allOf[19].then.properties.valueField.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
var _valid21 = _errs175 === errors;
valid66 = _valid21;
if(valid66){
var props20 = {};
props20.title = true;
props20.multi = true;
props20.action = true;
props20.valueField = true;
props20.compType = true;
}
}
if(!valid66){
const err120 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(props0 !== true && props20 !== undefined){
if(props20 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props20);
}
}
const _errs184 = errors;
let valid69 = true;
const _errs185 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("treeSelect" !== data.compType){
const err121 = {};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
var _valid22 = _errs185 === errors;
errors = _errs184;
if(vErrors !== null){
if(_errs184){
vErrors.length = _errs184;
}
else {
vErrors = null;
}
}
if(_valid22){
const _errs187 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dict !== undefined){
let data66 = data.dict;
if(typeof data66 === "string"){
if(!pattern24.test(data66)){
const err122 = {instancePath:instancePath+"/dict",schemaPath:"#/allOf/20/then/properties/dict/pattern",keyword:"pattern",params:{pattern: "^$|^[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^$|^[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/dict",schemaPath:"#/allOf/20/then/properties/dict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data.pidField !== undefined){
if(typeof data.pidField !== "string"){
const err124 = {instancePath:instancePath+"/pidField",schemaPath:"#/allOf/20/then/properties/pidField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data.pidValue !== undefined){
if(typeof data.pidValue !== "string"){
const err125 = {instancePath:instancePath+"/pidValue",schemaPath:"#/allOf/20/then/properties/pidValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data.hasChildField !== undefined){
if(typeof data.hasChildField !== "string"){
const err126 = {instancePath:instancePath+"/hasChildField",schemaPath:"#/allOf/20/then/properties/hasChildField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data.condition !== undefined){
if(typeof data.condition !== "string"){
const err127 = {instancePath:instancePath+"/condition",schemaPath:"#/allOf/20/then/properties/condition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data.multiple !== undefined){
if(typeof data.multiple !== "boolean"){
const err128 = {instancePath:instancePath+"/multiple",schemaPath:"#/allOf/20/then/properties/multiple/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.checkStrictly !== undefined){
if(typeof data.checkStrictly !== "boolean"){
const err129 = {instancePath:instancePath+"/checkStrictly",schemaPath:"#/allOf/20/then/properties/checkStrictly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
var _valid22 = _errs187 === errors;
valid69 = _valid22;
if(valid69){
var props21 = {};
props21.dict = true;
props21.pidField = true;
props21.pidValue = true;
props21.hasChildField = true;
props21.condition = true;
props21.multiple = true;
props21.checkStrictly = true;
props21.compType = true;
}
}
if(!valid69){
const err130 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(props0 !== true && props21 !== undefined){
if(props21 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props21);
}
}
const _errs203 = errors;
let valid72 = true;
const _errs204 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
let data73 = data.compType;
if(!((data73 === "searchSelect") || (data73 === "dictSearch"))){
const err131 = {};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
var _valid23 = _errs204 === errors;
errors = _errs203;
if(vErrors !== null){
if(_errs203){
vErrors.length = _errs203;
}
else {
vErrors = null;
}
}
if(_valid23){
const _errs206 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dict !== undefined){
if(typeof data.dict !== "string"){
const err132 = {instancePath:instancePath+"/dict",schemaPath:"#/allOf/21/then/properties/dict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data.async !== undefined){
if(typeof data.async !== "boolean"){
const err133 = {instancePath:instancePath+"/async",schemaPath:"#/allOf/21/then/properties/async/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data.debounce !== undefined){
let data76 = data.debounce;
if(!((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76)))){
const err134 = {instancePath:instancePath+"/debounce",schemaPath:"#/allOf/21/then/properties/debounce/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(typeof data76 == "number"){
if(data76 > 5000 || isNaN(data76)){
const err135 = {instancePath:instancePath+"/debounce",schemaPath:"#/allOf/21/then/properties/debounce/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data76 < 0 || isNaN(data76)){
const err136 = {instancePath:instancePath+"/debounce",schemaPath:"#/allOf/21/then/properties/debounce/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
if(data.pageSize !== undefined){
let data77 = data.pageSize;
if(!((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77)))){
const err137 = {instancePath:instancePath+"/pageSize",schemaPath:"#/allOf/21/then/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(typeof data77 == "number"){
if(data77 > 1000 || isNaN(data77)){
const err138 = {instancePath:instancePath+"/pageSize",schemaPath:"#/allOf/21/then/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data77 < 1 || isNaN(data77)){
const err139 = {instancePath:instancePath+"/pageSize",schemaPath:"#/allOf/21/then/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
if(data.multiple !== undefined){
if(typeof data.multiple !== "boolean"){
const err140 = {instancePath:instancePath+"/multiple",schemaPath:"#/allOf/21/then/properties/multiple/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
var _valid23 = _errs206 === errors;
valid72 = _valid23;
if(valid72){
var props22 = {};
props22.dict = true;
props22.async = true;
props22.debounce = true;
props22.pageSize = true;
props22.multiple = true;
props22.compType = true;
}
}
if(!valid72){
const err141 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(props0 !== true && props22 !== undefined){
if(props22 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props22);
}
}
const _errs218 = errors;
let valid75 = true;
const _errs219 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("bizComponent" !== data.compType){
const err142 = {};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
var _valid24 = _errs219 === errors;
errors = _errs218;
if(vErrors !== null){
if(_errs218){
vErrors.length = _errs218;
}
else {
vErrors = null;
}
}
if(_valid24){
const _errs221 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err143 = {instancePath:instancePath+"/title",schemaPath:"#/allOf/22/then/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data.multi !== undefined){
if(typeof data.multi !== "boolean"){
const err144 = {instancePath:instancePath+"/multi",schemaPath:"#/allOf/22/then/properties/multi/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data.dataSource !== undefined){
let data82 = data.dataSource;
if(data82 && typeof data82 == "object" && !Array.isArray(data82)){
if(data82.adapter === undefined){
const err145 = {instancePath:instancePath+"/dataSource",schemaPath:"#/allOf/22/then/properties/dataSource/required",keyword:"required",params:{missingProperty: "adapter"},message:"must have required property '"+"adapter"+"'"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
for(const key0 in data82){
if(!((key0 === "adapter") || (key0 === "args"))){
const err146 = {instancePath:instancePath+"/dataSource",schemaPath:"#/allOf/22/then/properties/dataSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data82.adapter !== undefined){
let data83 = data82.adapter;
if(typeof data83 === "string"){
if(!pattern21.test(data83)){
const err147 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/allOf/22/then/properties/dataSource/properties/adapter/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/allOf/22/then/properties/dataSource/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data82.args !== undefined){
let data84 = data82.args;
if(!(data84 && typeof data84 == "object" && !Array.isArray(data84))){
const err149 = {instancePath:instancePath+"/dataSource/args",schemaPath:"#/allOf/22/then/properties/dataSource/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
else {
const err150 = {instancePath:instancePath+"/dataSource",schemaPath:"#/allOf/22/then/properties/dataSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data.columns !== undefined){
let data85 = data.columns;
if(Array.isArray(data85)){
const len3 = data85.length;
for(let i3=0; i3<len3; i3++){
let data86 = data85[i3];
if(data86 && typeof data86 == "object" && !Array.isArray(data86)){
if(data86.field === undefined){
const err151 = {instancePath:instancePath+"/columns/" + i3,schemaPath:"#/allOf/22/then/properties/columns/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
for(const key1 in data86){
if(!(((key1 === "field") || (key1 === "title")) || (key1 === "width"))){
const err152 = {instancePath:instancePath+"/columns/" + i3,schemaPath:"#/allOf/22/then/properties/columns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data86.field !== undefined){
let data87 = data86.field;
if(typeof data87 === "string"){
if(func1(data87) < 1){
const err153 = {instancePath:instancePath+"/columns/" + i3+"/field",schemaPath:"#/allOf/22/then/properties/columns/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/columns/" + i3+"/field",schemaPath:"#/allOf/22/then/properties/columns/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data86.title !== undefined){
if(typeof data86.title !== "string"){
const err155 = {instancePath:instancePath+"/columns/" + i3+"/title",schemaPath:"#/allOf/22/then/properties/columns/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data86.width !== undefined){
let data89 = data86.width;
if(typeof data89 == "number"){
if(data89 <= 0 || isNaN(data89)){
const err156 = {instancePath:instancePath+"/columns/" + i3+"/width",schemaPath:"#/allOf/22/then/properties/columns/items/properties/width/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
else {
const err157 = {instancePath:instancePath+"/columns/" + i3+"/width",schemaPath:"#/allOf/22/then/properties/columns/items/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/columns/" + i3,schemaPath:"#/allOf/22/then/properties/columns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/columns",schemaPath:"#/allOf/22/then/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data.queryFields !== undefined){
let data90 = data.queryFields;
if(Array.isArray(data90)){
const len4 = data90.length;
for(let i4=0; i4<len4; i4++){
let data91 = data90[i4];
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
if(data91.field === undefined){
const err160 = {instancePath:instancePath+"/queryFields/" + i4,schemaPath:"#/allOf/22/then/properties/queryFields/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
for(const key2 in data91){
if(!((key2 === "field") || (key2 === "label"))){
const err161 = {instancePath:instancePath+"/queryFields/" + i4,schemaPath:"#/allOf/22/then/properties/queryFields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data91.field !== undefined){
let data92 = data91.field;
if(typeof data92 === "string"){
if(func1(data92) < 1){
const err162 = {instancePath:instancePath+"/queryFields/" + i4+"/field",schemaPath:"#/allOf/22/then/properties/queryFields/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
else {
const err163 = {instancePath:instancePath+"/queryFields/" + i4+"/field",schemaPath:"#/allOf/22/then/properties/queryFields/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data91.label !== undefined){
if(typeof data91.label !== "string"){
const err164 = {instancePath:instancePath+"/queryFields/" + i4+"/label",schemaPath:"#/allOf/22/then/properties/queryFields/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath:instancePath+"/queryFields/" + i4,schemaPath:"#/allOf/22/then/properties/queryFields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath:instancePath+"/queryFields",schemaPath:"#/allOf/22/then/properties/queryFields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data.rowKey !== undefined){
let data94 = data.rowKey;
if(typeof data94 === "string"){
if(func1(data94) < 1){
const err167 = {instancePath:instancePath+"/rowKey",schemaPath:"#/allOf/22/then/properties/rowKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/rowKey",schemaPath:"#/allOf/22/then/properties/rowKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data.valueField !== undefined){
let data95 = data.valueField;
if(typeof data95 === "string"){
if(func1(data95) < 1){
const err169 = {instancePath:instancePath+"/valueField",schemaPath:"#/allOf/22/then/properties/valueField/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
else {
const err170 = {instancePath:instancePath+"/valueField",schemaPath:"#/allOf/22/then/properties/valueField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data.labelField !== undefined){
let data96 = data.labelField;
if(typeof data96 === "string"){
if(func1(data96) < 1){
const err171 = {instancePath:instancePath+"/labelField",schemaPath:"#/allOf/22/then/properties/labelField/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/labelField",schemaPath:"#/allOf/22/then/properties/labelField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data.ellipsisLength !== undefined){
let data97 = data.ellipsisLength;
if(!((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97)))){
const err173 = {instancePath:instancePath+"/ellipsisLength",schemaPath:"#/allOf/22/then/properties/ellipsisLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(typeof data97 == "number"){
if(data97 > 100 || isNaN(data97)){
const err174 = {instancePath:instancePath+"/ellipsisLength",schemaPath:"#/allOf/22/then/properties/ellipsisLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(data97 < 1 || isNaN(data97)){
const err175 = {instancePath:instancePath+"/ellipsisLength",schemaPath:"#/allOf/22/then/properties/ellipsisLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
if(data.width !== undefined){
let data98 = data.width;
if(typeof data98 == "number"){
if(data98 > 2000 || isNaN(data98)){
const err176 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/22/then/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(data98 < 300 || isNaN(data98)){
const err177 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/22/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
else {
const err178 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/22/then/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
}
var _valid24 = _errs221 === errors;
valid75 = _valid24;
if(valid75){
var props23 = {};
props23.title = true;
props23.multi = true;
props23.dataSource = true;
props23.columns = true;
props23.queryFields = true;
props23.rowKey = true;
props23.valueField = true;
props23.labelField = true;
props23.ellipsisLength = true;
props23.width = true;
props23.compType = true;
}
}
if(!valid75){
const err179 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(props0 !== true && props23 !== undefined){
if(props23 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props23);
}
}
const _errs264 = errors;
let valid85 = true;
const _errs265 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("password" !== data.compType){
const err180 = {};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
var _valid25 = _errs265 === errors;
errors = _errs264;
if(vErrors !== null){
if(_errs264){
vErrors.length = _errs264;
}
else {
vErrors = null;
}
}
if(_valid25){
const _errs267 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.strengthMeter !== undefined){
if(typeof data.strengthMeter !== "boolean"){
const err181 = {instancePath:instancePath+"/strengthMeter",schemaPath:"#/allOf/23/then/properties/strengthMeter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data.placeholder !== undefined){
if(typeof data.placeholder !== "string"){
const err182 = {instancePath:instancePath+"/placeholder",schemaPath:"#/allOf/23/then/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data.maxLength !== undefined){
let data102 = data.maxLength;
if(!((typeof data102 == "number") && (!(data102 % 1) && !isNaN(data102)))){
const err183 = {instancePath:instancePath+"/maxLength",schemaPath:"#/allOf/23/then/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(typeof data102 == "number"){
if(data102 < 1 || isNaN(data102)){
const err184 = {instancePath:instancePath+"/maxLength",schemaPath:"#/allOf/23/then/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
}
var _valid25 = _errs267 === errors;
valid85 = _valid25;
if(valid85){
var props24 = {};
props24.strengthMeter = true;
props24.placeholder = true;
props24.maxLength = true;
props24.compType = true;
}
}
if(!valid85){
const err185 = {instancePath,schemaPath:"#/allOf/23/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(props0 !== true && props24 !== undefined){
if(props24 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props24);
}
}
const _errs275 = errors;
let valid88 = true;
const _errs276 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("codeEditor" !== data.compType){
const err186 = {};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
var _valid26 = _errs276 === errors;
errors = _errs275;
if(vErrors !== null){
if(_errs275){
vErrors.length = _errs275;
}
else {
vErrors = null;
}
}
if(_valid26){
const _errs278 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.language !== undefined){
let data104 = data.language;
if(!((((((((((((data104 === "css") || (data104 === "javascript")) || (data104 === "html")) || (data104 === "java")) || (data104 === "objective-c")) || (data104 === "python")) || (data104 === "r")) || (data104 === "shell")) || (data104 === "sql")) || (data104 === "swift")) || (data104 === "vue")) || (data104 === "markdown"))){
const err187 = {instancePath:instancePath+"/language",schemaPath:"#/allOf/24/then/properties/language/enum",keyword:"enum",params:{allowedValues: schema50.allOf[24].then.properties.language.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data.languageChange !== undefined){
if(typeof data.languageChange !== "boolean"){
const err188 = {instancePath:instancePath+"/languageChange",schemaPath:"#/allOf/24/then/properties/languageChange/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data.fullScreen !== undefined){
if(typeof data.fullScreen !== "boolean"){
const err189 = {instancePath:instancePath+"/fullScreen",schemaPath:"#/allOf/24/then/properties/fullScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data.height !== undefined){
let data107 = data.height;
if(!((typeof data107 == "number") && (!(data107 % 1) && !isNaN(data107)))){
const err190 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/24/then/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(typeof data107 == "number"){
if(data107 > 2000 || isNaN(data107)){
const err191 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/24/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(data107 < 60 || isNaN(data107)){
const err192 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/24/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
}
var _valid26 = _errs278 === errors;
valid88 = _valid26;
if(valid88){
var props25 = {};
props25.language = true;
props25.languageChange = true;
props25.fullScreen = true;
props25.height = true;
props25.compType = true;
}
}
if(!valid88){
const err193 = {instancePath,schemaPath:"#/allOf/24/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if(props0 !== true && props25 !== undefined){
if(props25 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props25);
}
}
const _errs287 = errors;
let valid91 = true;
const _errs288 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("markdown" !== data.compType){
const err194 = {};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
var _valid27 = _errs288 === errors;
errors = _errs287;
if(vErrors !== null){
if(_errs287){
vErrors.length = _errs287;
}
else {
vErrors = null;
}
}
if(_valid27){
const _errs290 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.height !== undefined){
let data109 = data.height;
if(!((typeof data109 == "number") && (!(data109 % 1) && !isNaN(data109)))){
const err195 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/25/then/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(typeof data109 == "number"){
if(data109 > 2000 || isNaN(data109)){
const err196 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/25/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data109 < 200 || isNaN(data109)){
const err197 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/25/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 200},message:"must be >= 200"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
}
var _valid27 = _errs290 === errors;
valid91 = _valid27;
if(valid91){
var props26 = {};
props26.height = true;
props26.compType = true;
}
}
if(!valid91){
const err198 = {instancePath,schemaPath:"#/allOf/25/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(props0 !== true && props26 !== undefined){
if(props26 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props26);
}
}
const _errs294 = errors;
let valid94 = true;
const _errs295 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("sliderVerify" !== data.compType){
const err199 = {};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
var _valid28 = _errs295 === errors;
errors = _errs294;
if(vErrors !== null){
if(_errs294){
vErrors.length = _errs294;
}
else {
vErrors = null;
}
}
if(_valid28){
const _errs297 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
if(typeof data.value !== "boolean"){
const err200 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/26/then/properties/value/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
var _valid28 = _errs297 === errors;
valid94 = _valid28;
if(valid94){
var props27 = {};
props27.value = true;
props27.compType = true;
}
}
if(!valid94){
const err201 = {instancePath,schemaPath:"#/allOf/26/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(props0 !== true && props27 !== undefined){
if(props27 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props27);
}
}
const _errs301 = errors;
let valid97 = true;
const _errs302 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("editableTable" !== data.compType){
const err202 = {};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
var _valid29 = _errs302 === errors;
errors = _errs301;
if(vErrors !== null){
if(_errs301){
vErrors.length = _errs301;
}
else {
vErrors = null;
}
}
if(_valid29){
const _errs304 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.columns !== undefined){
let data113 = data.columns;
if(Array.isArray(data113)){
if(data113.length < 1){
const err203 = {instancePath:instancePath+"/columns",schemaPath:"#/allOf/27/then/properties/columns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
const len5 = data113.length;
for(let i5=0; i5<len5; i5++){
let data114 = data113[i5];
const _errs310 = errors;
let valid104 = true;
const _errs311 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.type !== undefined){
if("date" !== data114.type){
const err204 = {};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
var _valid30 = _errs311 === errors;
errors = _errs310;
if(vErrors !== null){
if(_errs310){
vErrors.length = _errs310;
}
else {
vErrors = null;
}
}
if(_valid30){
const _errs313 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.width !== undefined){
let data116 = data114.width;
if(typeof data116 == "number"){
if(data116 < 135 || isNaN(data116)){
const err205 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/allOf/0/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 135},message:"must be >= 135"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
}
var _valid30 = _errs313 === errors;
valid104 = _valid30;
if(valid104){
var props28 = {};
props28.width = true;
props28.type = true;
}
}
if(!valid104){
const err206 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
const _errs316 = errors;
let valid107 = true;
const _errs317 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.type !== undefined){
let data117 = data114.type;
if(!(((data117 === "datetime") || (data117 === "sel_user")) || (data117 === "sel_depart"))){
const err207 = {};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
var _valid31 = _errs317 === errors;
errors = _errs316;
if(vErrors !== null){
if(_errs316){
vErrors.length = _errs316;
}
else {
vErrors = null;
}
}
if(_valid31){
const _errs319 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.width !== undefined){
let data118 = data114.width;
if(typeof data118 == "number"){
if(data118 < 190 || isNaN(data118)){
const err208 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/allOf/1/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 190},message:"must be >= 190"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
}
}
var _valid31 = _errs319 === errors;
valid107 = _valid31;
if(valid107){
var props29 = {};
props29.width = true;
props29.type = true;
}
}
if(!valid107){
const err209 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(props28 !== true && props29 !== undefined){
if(props29 === true){
props28 = true;
}
else {
props28 = props28 || {};
Object.assign(props28, props29);
}
}
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.key === undefined){
const err210 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
if(data114.title === undefined){
const err211 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
if(data114.type === undefined){
const err212 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
for(const key3 in data114){
if(!(func2.call(schema52.properties, key3))){
const err213 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
if(data114.key !== undefined){
let data119 = data114.key;
if(typeof data119 === "string"){
if(!pattern26.test(data119)){
const err214 = {instancePath:instancePath+"/columns/" + i5+"/key",schemaPath:"#/$defs/gridColumn/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
else {
const err215 = {instancePath:instancePath+"/columns/" + i5+"/key",schemaPath:"#/$defs/gridColumn/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data114.title !== undefined){
if(typeof data114.title !== "string"){
const err216 = {instancePath:instancePath+"/columns/" + i5+"/title",schemaPath:"#/$defs/gridColumn/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data114.type !== undefined){
let data121 = data114.type;
if(!(((((((((((((((((((((data121 === "input") || (data121 === "inputNumber")) || (data121 === "checkbox")) || (data121 === "select")) || (data121 === "date")) || (data121 === "datetime")) || (data121 === "time")) || (data121 === "hidden")) || (data121 === "slot")) || (data121 === "popup")) || (data121 === "sel_depart")) || (data121 === "sel_user")) || (data121 === "input_pop")) || (data121 === "textarea")) || (data121 === "radio")) || (data121 === "list_multi")) || (data121 === "sel_search")) || (data121 === "sel_search_async")) || (data121 === "upload")) || (data121 === "file")) || (data121 === "image"))){
const err217 = {instancePath:instancePath+"/columns/" + i5+"/type",schemaPath:"#/$defs/gridColumn/properties/type/enum",keyword:"enum",params:{allowedValues: schema52.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data114.width !== undefined){
let data122 = data114.width;
if(!((typeof data122 == "number") && (!(data122 % 1) && !isNaN(data122)))){
const err218 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
if(typeof data122 == "number"){
if(data122 > 2000 || isNaN(data122)){
const err219 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(data122 < 0 || isNaN(data122)){
const err220 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
}
if(data114.placeholder !== undefined){
if(typeof data114.placeholder !== "string"){
const err221 = {instancePath:instancePath+"/columns/" + i5+"/placeholder",schemaPath:"#/$defs/gridColumn/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data114.options !== undefined){
let data124 = data114.options;
if(Array.isArray(data124)){
const len6 = data124.length;
for(let i6=0; i6<len6; i6++){
let data125 = data124[i6];
if(data125 && typeof data125 == "object" && !Array.isArray(data125)){
if(data125.value === undefined){
const err222 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6,schemaPath:"#/$defs/gridColumn/properties/options/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
for(const key4 in data125){
if(!(((key4 === "value") || (key4 === "text")) || (key4 === "label"))){
const err223 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6,schemaPath:"#/$defs/gridColumn/properties/options/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data125.value !== undefined){
let data126 = data125.value;
if(((typeof data126 !== "string") && (!(typeof data126 == "number"))) && (typeof data126 !== "boolean")){
const err224 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6+"/value",schemaPath:"#/$defs/gridColumn/properties/options/items/properties/value/type",keyword:"type",params:{type: schema52.properties.options.items.properties.value.type},message:"must be string,number,boolean"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data125.text !== undefined){
if(typeof data125.text !== "string"){
const err225 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6+"/text",schemaPath:"#/$defs/gridColumn/properties/options/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data125.label !== undefined){
if(typeof data125.label !== "string"){
const err226 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6+"/label",schemaPath:"#/$defs/gridColumn/properties/options/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
}
else {
const err227 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6,schemaPath:"#/$defs/gridColumn/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
}
else {
const err228 = {instancePath:instancePath+"/columns/" + i5+"/options",schemaPath:"#/$defs/gridColumn/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
if(data114.dictCode !== undefined){
let data129 = data114.dictCode;
if(typeof data129 === "string"){
if(func1(data129) < 1){
const err229 = {instancePath:instancePath+"/columns/" + i5+"/dictCode",schemaPath:"#/$defs/gridColumn/properties/dictCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
else {
const err230 = {instancePath:instancePath+"/columns/" + i5+"/dictCode",schemaPath:"#/$defs/gridColumn/properties/dictCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
if(data114.validateRules !== undefined){
let data130 = data114.validateRules;
if(Array.isArray(data130)){
const len7 = data130.length;
for(let i7=0; i7<len7; i7++){
let data131 = data130[i7];
if(data131 && typeof data131 == "object" && !Array.isArray(data131)){
for(const key5 in data131){
if(!((((key5 === "required") || (key5 === "unique")) || (key5 === "pattern")) || (key5 === "message"))){
const err231 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7,schemaPath:"#/$defs/gridColumn/properties/validateRules/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data131.required !== undefined){
if(typeof data131.required !== "boolean"){
const err232 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/required",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data131.unique !== undefined){
if(typeof data131.unique !== "boolean"){
const err233 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/unique",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/unique/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data131.pattern !== undefined){
let data134 = data131.pattern;
if(typeof data134 === "string"){
if(func1(data134) < 1){
const err234 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/pattern",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
else {
const err235 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/pattern",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
if(data131.message !== undefined){
if(typeof data131.message !== "string"){
const err236 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/message",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
}
else {
const err237 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7,schemaPath:"#/$defs/gridColumn/properties/validateRules/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
}
else {
const err238 = {instancePath:instancePath+"/columns/" + i5+"/validateRules",schemaPath:"#/$defs/gridColumn/properties/validateRules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
if(data114.statistics !== undefined){
let data136 = data114.statistics;
if(Array.isArray(data136)){
const len8 = data136.length;
for(let i8=0; i8<len8; i8++){
let data137 = data136[i8];
if(!((data137 === "sum") || (data137 === "average"))){
const err239 = {instancePath:instancePath+"/columns/" + i5+"/statistics/" + i8,schemaPath:"#/$defs/gridColumn/properties/statistics/items/enum",keyword:"enum",params:{allowedValues: schema52.properties.statistics.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
}
else {
const err240 = {instancePath:instancePath+"/columns/" + i5+"/statistics",schemaPath:"#/$defs/gridColumn/properties/statistics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
if(data114.disabled !== undefined){
if(typeof data114.disabled !== "boolean"){
const err241 = {instancePath:instancePath+"/columns/" + i5+"/disabled",schemaPath:"#/$defs/gridColumn/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data114.fieldExtendJson !== undefined){
let data139 = data114.fieldExtendJson;
if(data139 && typeof data139 == "object" && !Array.isArray(data139)){
if(data139.multiSelect !== undefined){
if(typeof data139.multiSelect !== "boolean"){
const err242 = {instancePath:instancePath+"/columns/" + i5+"/fieldExtendJson/multiSelect",schemaPath:"#/$defs/gridColumn/properties/fieldExtendJson/properties/multiSelect/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
}
else {
const err243 = {instancePath:instancePath+"/columns/" + i5+"/fieldExtendJson",schemaPath:"#/$defs/gridColumn/properties/fieldExtendJson/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
}
else {
const err244 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
}
}
if(data.value !== undefined){
let data141 = data.value;
if(Array.isArray(data141)){
const len9 = data141.length;
for(let i9=0; i9<len9; i9++){
let data142 = data141[i9];
if(!(data142 && typeof data142 == "object" && !Array.isArray(data142))){
const err245 = {instancePath:instancePath+"/value/" + i9,schemaPath:"#/allOf/27/then/properties/value/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
}
else {
const err246 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/27/then/properties/value/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
if(data.maxHeight !== undefined){
let data143 = data.maxHeight;
if(!((typeof data143 == "number") && (!(data143 % 1) && !isNaN(data143)))){
const err247 = {instancePath:instancePath+"/maxHeight",schemaPath:"#/allOf/27/then/properties/maxHeight/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
if(typeof data143 == "number"){
if(data143 > 4000 || isNaN(data143)){
const err248 = {instancePath:instancePath+"/maxHeight",schemaPath:"#/allOf/27/then/properties/maxHeight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4000},message:"must be <= 4000"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
if(data143 < 122 || isNaN(data143)){
const err249 = {instancePath:instancePath+"/maxHeight",schemaPath:"#/allOf/27/then/properties/maxHeight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 122},message:"must be >= 122"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
if(data.rowNumbers !== undefined){
if(typeof data.rowNumbers !== "boolean"){
const err250 = {instancePath:instancePath+"/rowNumbers",schemaPath:"#/allOf/27/then/properties/rowNumbers/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data.rowSelection !== undefined){
if(typeof data.rowSelection !== "boolean"){
const err251 = {instancePath:instancePath+"/rowSelection",schemaPath:"#/allOf/27/then/properties/rowSelection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data.dragSort !== undefined){
if(typeof data.dragSort !== "boolean"){
const err252 = {instancePath:instancePath+"/dragSort",schemaPath:"#/allOf/27/then/properties/dragSort/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
var _valid29 = _errs304 === errors;
valid97 = _valid29;
if(valid97){
var props30 = {};
props30.columns = true;
props30.value = true;
props30.maxHeight = true;
props30.rowNumbers = true;
props30.rowSelection = true;
props30.dragSort = true;
props30.compType = true;
}
}
if(!valid97){
const err253 = {instancePath,schemaPath:"#/allOf/27/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(props0 !== true && props30 !== undefined){
if(props30 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props30);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err254 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if(data.compType === undefined){
const err255 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "compType"},message:"must have required property '"+"compType"+"'"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
if(data.id !== undefined){
let data147 = data.id;
if(typeof data147 === "string"){
if(func1(data147) < 1){
const err256 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if(!pattern26.test(data147)){
const err257 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
else {
const err258 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err259 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data.compType !== undefined){
let data149 = data.compType;
if(!(((((((((((((((((((((((((((((((((((((((((data149 === "input") || (data149 === "textarea")) || (data149 === "inputNumber")) || (data149 === "select")) || (data149 === "radio")) || (data149 === "checkbox")) || (data149 === "Switch")) || (data149 === "slider")) || (data149 === "rate")) || (data149 === "date")) || (data149 === "time")) || (data149 === "editor")) || (data149 === "colorPicker")) || (data149 === "cascader")) || (data149 === "upload")) || (data149 === "dialogList")) || (data149 === "userList")) || (data149 === "userDept")) || (data149 === "barCode")) || (data149 === "dynamicTable")) || (data149 === "row")) || (data149 === "table")) || (data149 === "button")) || (data149 === "divider")) || (data149 === "alert")) || (data149 === "link")) || (data149 === "text")) || (data149 === "html")) || (data149 === "categorySelect")) || (data149 === "rolePicker")) || (data149 === "positionPicker")) || (data149 === "treeSelect")) || (data149 === "searchSelect")) || (data149 === "dictSearch")) || (data149 === "cron")) || (data149 === "bizComponent")) || (data149 === "password")) || (data149 === "codeEditor")) || (data149 === "markdown")) || (data149 === "sliderVerify")) || (data149 === "editableTable"))){
const err260 = {instancePath:instancePath+"/compType",schemaPath:"#/properties/compType/enum",keyword:"enum",params:{allowedValues: schema50.properties.compType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
if(data.compName !== undefined){
if(typeof data.compName !== "string"){
const err261 = {instancePath:instancePath+"/compName",schemaPath:"#/properties/compName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data.label !== undefined){
if(typeof data.label !== "string"){
const err262 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data.showLabel !== undefined){
if(typeof data.showLabel !== "boolean"){
const err263 = {instancePath:instancePath+"/showLabel",schemaPath:"#/properties/showLabel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data.labelWidth !== undefined){
let data153 = data.labelWidth;
const _errs392 = errors;
let valid123 = false;
const _errs393 = errors;
if(typeof data153 == "number"){
if(data153 > 200 || isNaN(data153)){
const err264 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(data153 < 0 || isNaN(data153)){
const err265 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
else {
const err266 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
var _valid32 = _errs393 === errors;
valid123 = valid123 || _valid32;
const _errs395 = errors;
if(typeof data153 === "string"){
if(!pattern28.test(data153)){
const err267 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\d+$"},message:"must match pattern \""+"^\\d+$"+"\""};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
else {
const err268 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
var _valid32 = _errs395 === errors;
valid123 = valid123 || _valid32;
if(!valid123){
const err269 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
else {
errors = _errs392;
if(vErrors !== null){
if(_errs392){
vErrors.length = _errs392;
}
else {
vErrors = null;
}
}
}
}
if(data.span !== undefined){
let data154 = data.span;
if(!((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154)))){
const err270 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
if(typeof data154 == "number"){
if(data154 > 24 || isNaN(data154)){
const err271 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
if(data154 < 1 || isNaN(data154)){
const err272 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
}
if(data.gutter !== undefined){
let data155 = data.gutter;
if(typeof data155 == "number"){
if(data155 < 0 || isNaN(data155)){
const err273 = {instancePath:instancePath+"/gutter",schemaPath:"#/properties/gutter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
else {
const err274 = {instancePath:instancePath+"/gutter",schemaPath:"#/properties/gutter/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data.required !== undefined){
if(typeof data.required !== "boolean"){
const err275 = {instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
if(data.disabled !== undefined){
if(typeof data.disabled !== "boolean"){
const err276 = {instancePath:instancePath+"/disabled",schemaPath:"#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data.readonly !== undefined){
if(typeof data.readonly !== "boolean"){
const err277 = {instancePath:instancePath+"/readonly",schemaPath:"#/properties/readonly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data.clearable !== undefined){
if(typeof data.clearable !== "boolean"){
const err278 = {instancePath:instancePath+"/clearable",schemaPath:"#/properties/clearable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data.placeholder !== undefined){
if(typeof data.placeholder !== "string"){
const err279 = {instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data.rules !== undefined){
let data161 = data.rules;
if(Array.isArray(data161)){
const len10 = data161.length;
for(let i10=0; i10<len10; i10++){
let data162 = data161[i10];
if(data162 && typeof data162 == "object" && !Array.isArray(data162)){
if(data162.rule === undefined){
const err280 = {instancePath:instancePath+"/rules/" + i10,schemaPath:"#/$defs/rule/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
if(data162.msg === undefined){
const err281 = {instancePath:instancePath+"/rules/" + i10,schemaPath:"#/$defs/rule/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
if(data162.rule !== undefined){
let data163 = data162.rule;
if(typeof data163 === "string"){
if(func1(data163) < 1){
const err282 = {instancePath:instancePath+"/rules/" + i10+"/rule",schemaPath:"#/$defs/rule/properties/rule/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
else {
const err283 = {instancePath:instancePath+"/rules/" + i10+"/rule",schemaPath:"#/$defs/rule/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
if(data162.msg !== undefined){
if(typeof data162.msg !== "string"){
const err284 = {instancePath:instancePath+"/rules/" + i10+"/msg",schemaPath:"#/$defs/rule/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
}
else {
const err285 = {instancePath:instancePath+"/rules/" + i10,schemaPath:"#/$defs/rule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
}
else {
const err286 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data.rulesType !== undefined){
if(typeof data.rulesType !== "string"){
const err287 = {instancePath:instancePath+"/rulesType",schemaPath:"#/properties/rulesType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data.dataType !== undefined){
let data166 = data.dataType;
if(!((data166 === "static") || (data166 === "dynamic"))){
const err288 = {instancePath:instancePath+"/dataType",schemaPath:"#/properties/dataType/enum",keyword:"enum",params:{allowedValues: schema50.properties.dataType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
if(data.options !== undefined){
let data167 = data.options;
if(Array.isArray(data167)){
const len11 = data167.length;
for(let i11=0; i11<len11; i11++){
let data168 = data167[i11];
if(data168 && typeof data168 == "object" && !Array.isArray(data168)){
if(data168.label === undefined){
const err289 = {instancePath:instancePath+"/options/" + i11,schemaPath:"#/$defs/option/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
if(data168.value === undefined){
const err290 = {instancePath:instancePath+"/options/" + i11,schemaPath:"#/$defs/option/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
if(data168.label !== undefined){
if(typeof data168.label !== "string"){
const err291 = {instancePath:instancePath+"/options/" + i11+"/label",schemaPath:"#/$defs/option/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data168.value !== undefined){
let data170 = data168.value;
if(((typeof data170 !== "string") && (!(typeof data170 == "number"))) && (typeof data170 !== "boolean")){
const err292 = {instancePath:instancePath+"/options/" + i11+"/value",schemaPath:"#/$defs/option/properties/value/type",keyword:"type",params:{type: schema54.properties.value.type},message:"must be string,number,boolean"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
}
else {
const err293 = {instancePath:instancePath+"/options/" + i11,schemaPath:"#/$defs/option/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
}
else {
const err294 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
if(data.action !== undefined){
if(typeof data.action !== "string"){
const err295 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
if(data.dictCode !== undefined){
let data172 = data.dictCode;
if(typeof data172 === "string"){
if(func1(data172) < 1){
const err296 = {instancePath:instancePath+"/dictCode",schemaPath:"#/properties/dictCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
else {
const err297 = {instancePath:instancePath+"/dictCode",schemaPath:"#/properties/dictCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data.has !== undefined){
let data173 = data.has;
if(typeof data173 === "string"){
if(func1(data173) < 1){
const err298 = {instancePath:instancePath+"/has",schemaPath:"#/properties/has/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
else {
const err299 = {instancePath:instancePath+"/has",schemaPath:"#/properties/has/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(typeof data.visibleWhen !== "string"){
const err300 = {instancePath:instancePath+"/visibleWhen",schemaPath:"#/properties/visibleWhen/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
if(data.layout !== undefined){
let data175 = data.layout;
if(!((((data175 === "colItem") || (data175 === "rowItem")) || (data175 === "tableItem")) || (data175 === "dynamicItem"))){
const err301 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/enum",keyword:"enum",params:{allowedValues: schema50.properties.layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data.columns !== undefined){
let data176 = data.columns;
if(Array.isArray(data176)){
const len12 = data176.length;
for(let i12=0; i12<len12; i12++){
let data177 = data176[i12];
if(data177 && typeof data177 == "object" && !Array.isArray(data177)){
}
else {
const err302 = {instancePath:instancePath+"/columns/" + i12,schemaPath:"#/properties/columns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
}
else {
const err303 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
if(data.layoutArray !== undefined){
let data178 = data.layoutArray;
if(Array.isArray(data178)){
const len13 = data178.length;
for(let i13=0; i13<len13; i13++){
let data179 = data178[i13];
if(Array.isArray(data179)){
const len14 = data179.length;
for(let i14=0; i14<len14; i14++){
if(!(validate35(data179[i14], {instancePath:instancePath+"/layoutArray/" + i13+"/" + i14,parentData:data179,parentDataProperty:i14,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err304 = {instancePath:instancePath+"/layoutArray/" + i13,schemaPath:"#/properties/layoutArray/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
}
else {
const err305 = {instancePath:instancePath+"/layoutArray",schemaPath:"#/properties/layoutArray/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
if(data.meta !== undefined){
let data181 = data.meta;
if(data181 && typeof data181 == "object" && !Array.isArray(data181)){
}
else {
const err306 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
}
else {
const err307 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema56 = {"title":"FormConfig","type":"object","properties":{"version":{"type":"string"},"formRef":{"type":"string"},"formModel":{"type":"string"},"rules":{"type":"string"},"formRules":{"type":"string"},"size":{"enum":["medium","small","mini"]},"labelPosition":{"enum":["right","left","top"]},"labelWidth":{"$ref":"#/$defs/width","description":"60-140 in the settings dialog; 0 when labels are hidden"},"gutter":{"type":"number","minimum":0,"maximum":30},"disabled":{"type":"boolean"},"dynamicTableAllowed":{"type":"boolean"}},"additionalProperties":true};
const schema57 = {"description":"A number, or a string holding one (the older designer wrote both).","anyOf":[{"type":"number","minimum":0},{"type":"string","pattern":"^\\d+(\\.\\d+)?$"}]};
const pattern29 = new RegExp("^\\d+(\\.\\d+)?$", "u");

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version !== undefined){
if(typeof data.version !== "string"){
const err0 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.formRef !== undefined){
if(typeof data.formRef !== "string"){
const err1 = {instancePath:instancePath+"/formRef",schemaPath:"#/properties/formRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.formModel !== undefined){
if(typeof data.formModel !== "string"){
const err2 = {instancePath:instancePath+"/formModel",schemaPath:"#/properties/formModel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.rules !== undefined){
if(typeof data.rules !== "string"){
const err3 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.formRules !== undefined){
if(typeof data.formRules !== "string"){
const err4 = {instancePath:instancePath+"/formRules",schemaPath:"#/properties/formRules/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.size !== undefined){
let data5 = data.size;
if(!(((data5 === "medium") || (data5 === "small")) || (data5 === "mini"))){
const err5 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/enum",keyword:"enum",params:{allowedValues: schema56.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.labelPosition !== undefined){
let data6 = data.labelPosition;
if(!(((data6 === "right") || (data6 === "left")) || (data6 === "top"))){
const err6 = {instancePath:instancePath+"/labelPosition",schemaPath:"#/properties/labelPosition/enum",keyword:"enum",params:{allowedValues: schema56.properties.labelPosition.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.labelWidth !== undefined){
let data7 = data.labelWidth;
const _errs16 = errors;
let valid2 = false;
const _errs17 = errors;
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err7 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/$defs/width/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/$defs/width/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid2 = valid2 || _valid0;
const _errs19 = errors;
if(typeof data7 === "string"){
if(!pattern29.test(data7)){
const err9 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/$defs/width/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\d+(\\.\\d+)?$"},message:"must match pattern \""+"^\\d+(\\.\\d+)?$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/$defs/width/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err11 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/$defs/width/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.gutter !== undefined){
let data8 = data.gutter;
if(typeof data8 == "number"){
if(data8 > 30 || isNaN(data8)){
const err12 = {instancePath:instancePath+"/gutter",schemaPath:"#/properties/gutter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err13 = {instancePath:instancePath+"/gutter",schemaPath:"#/properties/gutter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/gutter",schemaPath:"#/properties/gutter/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.disabled !== undefined){
if(typeof data.disabled !== "boolean"){
const err15 = {instancePath:instancePath+"/disabled",schemaPath:"#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.dynamicTableAllowed !== undefined){
if(typeof data.dynamicTableAllowed !== "boolean"){
const err16 = {instancePath:instancePath+"/dynamicTableAllowed",schemaPath:"#/properties/dynamicTableAllowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.list === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.config === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "list") || (key0 === "config"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.list !== undefined){
let data0 = data.list;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate32(data0[i0], {instancePath:instancePath+"/list/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/list",schemaPath:"#/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.config !== undefined){
if(!(validate38(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const wrapper3 = {validate: validate22};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.action === undefined) && (missing0 = "action")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.action !== undefined){
let data0 = data.action;
if(!((((data0 === "call") || (data0 === "form")) || (data0 === "subList")) || (data0 === "dialog"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.action === undefined) && (missing1 = "action")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.action !== undefined){
if("call" !== data.action){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.call === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "call"},message:"must have required property '"+"call"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
}
if(!valid3){
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.action === undefined) && (missing2 = "action")){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.action !== undefined){
if("form" !== data.action){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.call === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "call"},message:"must have required property '"+"call"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.content === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid2 = _errs15 === errors;
valid5 = _valid2;
}
if(!valid5){
const err12 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs17 = errors;
let valid7 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.action === undefined) && (missing3 = "action")){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
if(data.action !== undefined){
if("subList" !== data.action){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
var _valid3 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.list === undefined){
const err15 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.filters === undefined){
const err16 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "filters"},message:"must have required property '"+"filters"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid3 = _errs20 === errors;
valid7 = _valid3;
}
if(!valid7){
const err17 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs22 = errors;
let valid9 = true;
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.action === undefined) && (missing4 = "action")){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
if(data.action !== undefined){
if("dialog" !== data.action){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
}
var _valid4 = _errs23 === errors;
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs25 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dialog === undefined){
const err20 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "dialog"},message:"must have required property '"+"dialog"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid4 = _errs25 === errors;
valid9 = _valid4;
}
if(!valid9){
const err21 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema45.properties, key0))){
const err23 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.action !== undefined){
let data5 = data.action;
if(!((((((((((((((((data5 === "add") || (data5 === "edit")) || (data5 === "detail")) || (data5 === "delete")) || (data5 === "batchDelete")) || (data5 === "reload")) || (data5 === "export")) || (data5 === "import")) || (data5 === "superQuery")) || (data5 === "workflow")) || (data5 === "link")) || (data5 === "preview")) || (data5 === "call")) || (data5 === "form")) || (data5 === "subList")) || (data5 === "dialog"))){
const err24 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/enum",keyword:"enum",params:{allowedValues: schema45.properties.action.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.label !== undefined){
if(typeof data.label !== "string"){
const err25 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.has !== undefined){
let data7 = data.has;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err26 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.to !== undefined){
if(typeof data.to !== "string"){
const err28 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.field !== undefined){
let data9 = data.field;
if(typeof data9 === "string"){
if(func1(data9) < 1){
const err29 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.when !== undefined){
if(typeof data.when !== "string"){
const err31 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.call !== undefined){
let data11 = data.call;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.method === undefined){
const err32 = {instancePath:instancePath+"/call",schemaPath:"#/$defs/actionCall/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data11.url === undefined){
const err33 = {instancePath:instancePath+"/call",schemaPath:"#/$defs/actionCall/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key1 in data11){
if(!((((key1 === "method") || (key1 === "url")) || (key1 === "params")) || (key1 === "body"))){
const err34 = {instancePath:instancePath+"/call",schemaPath:"#/$defs/actionCall/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data11.method !== undefined){
let data12 = data11.method;
if(!((((data12 === "get") || (data12 === "post")) || (data12 === "put")) || (data12 === "delete"))){
const err35 = {instancePath:instancePath+"/call/method",schemaPath:"#/$defs/actionCall/properties/method/enum",keyword:"enum",params:{allowedValues: schema47.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.url !== undefined){
let data13 = data11.url;
if(typeof data13 === "string"){
if(!pattern23.test(data13)){
const err36 = {instancePath:instancePath+"/call/url",schemaPath:"#/$defs/actionCall/properties/url/pattern",keyword:"pattern",params:{pattern: "^/[A-Za-z0-9_/{}.-]+$"},message:"must match pattern \""+"^/[A-Za-z0-9_/{}.-]+$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/call/url",schemaPath:"#/$defs/actionCall/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data11.params !== undefined){
let data14 = data11.params;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
}
else {
const err38 = {instancePath:instancePath+"/call/params",schemaPath:"#/$defs/actionCall/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data11.body !== undefined){
let data15 = data11.body;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
}
else {
const err39 = {instancePath:instancePath+"/call/body",schemaPath:"#/$defs/actionCall/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/call",schemaPath:"#/$defs/actionCall/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.confirm !== undefined){
let data16 = data.confirm;
if(typeof data16 === "string"){
if(func1(data16) < 1){
const err41 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.selection !== undefined){
let data17 = data.selection;
if(!(((data17 === "none") || (data17 === "one")) || (data17 === "many"))){
const err43 = {instancePath:instancePath+"/selection",schemaPath:"#/properties/selection/enum",keyword:"enum",params:{allowedValues: schema45.properties.selection.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err44 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.width !== undefined){
let data19 = data.width;
if(typeof data19 == "number"){
if(data19 > 2000 || isNaN(data19)){
const err45 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data19 < 300 || isNaN(data19)){
const err46 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate31(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.list !== undefined){
if(!(wrapper3.validate(data.list, {instancePath:instancePath+"/list",parentData:data,parentDataProperty:"list",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper3.validate.errors : vErrors.concat(wrapper3.validate.errors);
errors = vErrors.length;
}
}
if(data.filters !== undefined){
let data22 = data.filters;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key2 in data22){
if(typeof data22[key2] !== "string"){
const err48 = {instancePath:instancePath+"/filters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/filters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.dialog !== undefined){
let data24 = data.dialog;
if(typeof data24 === "string"){
if(!pattern30.test(data24)){
const err50 = {instancePath:instancePath+"/dialog",schemaPath:"#/properties/dialog/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-zA-Z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/dialog",schemaPath:"#/properties/dialog/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.args !== undefined){
let data25 = data.args;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
}
else {
const err52 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema58 = {"title":"PageForm","type":"object","required":["content"],"properties":{"mode":{"enum":["modal","drawer"]},"width":{"type":"number","minimum":300,"maximum":2000},"title":{"type":"string"},"content":{"$ref":"control.schema.json#/$defs/formContent"},"readOnlyOnEdit":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true,"description":"ids of controls chosen when a record is added and shown read-only when it is edited (a number or code the record is known by)"}},"additionalProperties":false};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "mode") || (key0 === "width")) || (key0 === "title")) || (key0 === "content")) || (key0 === "readOnlyOnEdit"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.mode !== undefined){
let data0 = data.mode;
if(!((data0 === "modal") || (data0 === "drawer"))){
const err2 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema58.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.width !== undefined){
let data1 = data.width;
if(typeof data1 == "number"){
if(data1 > 2000 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 300 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate31(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.readOnlyOnEdit !== undefined){
let data4 = data.readOnlyOnEdit;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err7 = {instancePath:instancePath+"/readOnlyOnEdit/" + i0,schemaPath:"#/properties/readOnlyOnEdit/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/readOnlyOnEdit/" + i0,schemaPath:"#/properties/readOnlyOnEdit/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let i1 = data4.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data4[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err9 = {instancePath:instancePath+"/readOnlyOnEdit",schemaPath:"#/properties/readOnlyOnEdit/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err10 = {instancePath:instancePath+"/readOnlyOnEdit",schemaPath:"#/properties/readOnlyOnEdit/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.columns === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/pageId/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{1,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{1,63}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/pageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.route !== undefined){
let data4 = data.route;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.components === undefined){
const err8 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/required",keyword:"required",params:{missingProperty: "components"},message:"must have required property '"+"components"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data4){
if(!(key0 === "components")){
const err9 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.components !== undefined){
let data5 = data4.components;
if(Array.isArray(data5)){
if(data5.length < 1){
const err10 = {instancePath:instancePath+"/route/components",schemaPath:"#/$defs/route/properties/components/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err11 = {instancePath:instancePath+"/route/components/" + i0,schemaPath:"#/$defs/route/properties/components/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_/.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_/.-]+$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/route/components/" + i0,schemaPath:"#/$defs/route/properties/components/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/route/components",schemaPath:"#/$defs/route/properties/components/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.has !== undefined){
let data7 = data.has;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err15 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.entity !== undefined){
if(!(validate23(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.dataSource !== undefined){
let data9 = data.dataSource;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.adapter === undefined){
const err17 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/required",keyword:"required",params:{missingProperty: "adapter"},message:"must have required property '"+"adapter"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data9){
if(!((key1 === "adapter") || (key1 === "args"))){
const err18 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9.adapter !== undefined){
let data10 = data9.adapter;
if(typeof data10 === "string"){
if(!pattern21.test(data10)){
const err19 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/$defs/dataSource/properties/adapter/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/$defs/dataSource/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9.args !== undefined){
let data11 = data9.args;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
}
else {
const err21 = {instancePath:instancePath+"/dataSource/args",schemaPath:"#/$defs/dataSource/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.rowKey !== undefined){
if(typeof data.rowKey !== "string"){
const err23 = {instancePath:instancePath+"/rowKey",schemaPath:"#/properties/rowKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.search !== undefined){
let data13 = data.search;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
if(!(validate25(data13[i1], {instancePath:instancePath+"/search/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.columns !== undefined){
let data15 = data.columns;
if(Array.isArray(data15)){
if(data15.length < 1){
const err25 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
if(!(validate27(data15[i2], {instancePath:instancePath+"/columns/" + i2,parentData:data15,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.toolbar !== undefined){
let data17 = data.toolbar;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
if(!(validate29(data17[i3], {instancePath:instancePath+"/toolbar/" + i3,parentData:data17,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath:instancePath+"/toolbar",schemaPath:"#/properties/toolbar/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.rowActions !== undefined){
let data19 = data.rowActions;
if(Array.isArray(data19)){
const len4 = data19.length;
for(let i4=0; i4<len4; i4++){
if(!(validate29(data19[i4], {instancePath:instancePath+"/rowActions/" + i4,parentData:data19,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err28 = {instancePath:instancePath+"/rowActions",schemaPath:"#/properties/rowActions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.form !== undefined){
if(!(validate43(data.form, {instancePath:instancePath+"/form",parentData:data,parentDataProperty:"form",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
if(data.defaultSort !== undefined){
let data22 = data.defaultSort;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.column === undefined){
const err29 = {instancePath:instancePath+"/defaultSort",schemaPath:"#/properties/defaultSort/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data22.order === undefined){
const err30 = {instancePath:instancePath+"/defaultSort",schemaPath:"#/properties/defaultSort/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data22){
if(!((key2 === "column") || (key2 === "order"))){
const err31 = {instancePath:instancePath+"/defaultSort",schemaPath:"#/properties/defaultSort/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data22.column !== undefined){
if(typeof data22.column !== "string"){
const err32 = {instancePath:instancePath+"/defaultSort/column",schemaPath:"#/properties/defaultSort/properties/column/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data22.order !== undefined){
let data24 = data22.order;
if(!((data24 === "asc") || (data24 === "desc"))){
const err33 = {instancePath:instancePath+"/defaultSort/order",schemaPath:"#/properties/defaultSort/properties/order/enum",keyword:"enum",params:{allowedValues: schema33.properties.defaultSort.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/defaultSort",schemaPath:"#/properties/defaultSort/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.pageSize !== undefined){
let data25 = data.pageSize;
if(!(((((data25 === 10) || (data25 === 20)) || (data25 === 30)) || (data25 === 50)) || (data25 === 100))){
const err35 = {instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/enum",keyword:"enum",params:{allowedValues: schema33.properties.pageSize.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.meta !== undefined){
let data26 = data.meta;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
}
else {
const err36 = {instancePath:instancePath+"/meta",schemaPath:"#/$defs/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"$schema":true,"version":true,"id":true,"title":true,"route":true,"has":true,"entity":true,"dataSource":true,"rowKey":true,"search":true,"columns":true,"toolbar":true,"rowActions":true,"form":true,"defaultSort":true,"pageSize":true,"meta":true},"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.kind !== undefined){
if("list" !== data.kind){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "list"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key0 in data){
if((((((((((((((((((key0 !== "kind") && (key0 !== "$schema")) && (key0 !== "version")) && (key0 !== "id")) && (key0 !== "title")) && (key0 !== "route")) && (key0 !== "has")) && (key0 !== "entity")) && (key0 !== "dataSource")) && (key0 !== "rowKey")) && (key0 !== "search")) && (key0 !== "columns")) && (key0 !== "toolbar")) && (key0 !== "rowActions")) && (key0 !== "form")) && (key0 !== "defaultSort")) && (key0 !== "pageSize")) && (key0 !== "meta")){
const err3 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema60 = {"title":"TreeListPage","allOf":[{"$ref":"#/$defs/listBody"}],"required":["kind","version","tree"],"properties":{"kind":{"const":"tree-list"},"tree":{"type":"object","required":["parentField"],"properties":{"parentField":{"type":"string"},"hasChildField":{"type":"string"}},"additionalProperties":false}},"unevaluatedProperties":false};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.tree === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tree"},message:"must have required property '"+"tree"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.kind !== undefined){
if("tree-list" !== data.kind){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "tree-list"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.tree !== undefined){
let data1 = data.tree;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.parentField === undefined){
const err4 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/required",keyword:"required",params:{missingProperty: "parentField"},message:"must have required property '"+"parentField"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data1){
if(!((key0 === "parentField") || (key0 === "hasChildField"))){
const err5 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.parentField !== undefined){
if(typeof data1.parentField !== "string"){
const err6 = {instancePath:instancePath+"/tree/parentField",schemaPath:"#/properties/tree/properties/parentField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.hasChildField !== undefined){
if(typeof data1.hasChildField !== "string"){
const err7 = {instancePath:instancePath+"/tree/hasChildField",schemaPath:"#/properties/tree/properties/hasChildField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
for(const key1 in data){
if(((((((((((((((((((key1 !== "kind") && (key1 !== "tree")) && (key1 !== "$schema")) && (key1 !== "version")) && (key1 !== "id")) && (key1 !== "title")) && (key1 !== "route")) && (key1 !== "has")) && (key1 !== "entity")) && (key1 !== "dataSource")) && (key1 !== "rowKey")) && (key1 !== "search")) && (key1 !== "columns")) && (key1 !== "toolbar")) && (key1 !== "rowActions")) && (key1 !== "form")) && (key1 !== "defaultSort")) && (key1 !== "pageSize")) && (key1 !== "meta")){
const err9 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema61 = {"title":"FormPage","type":"object","required":["kind","version","id","title","content"],"properties":{"$schema":{"type":"string","description":"the meta-schema, for editors"},"kind":{"const":"form"},"version":{"$ref":"#/$defs/version"},"id":{"$ref":"#/$defs/pageId"},"title":{"type":"string"},"route":{"$ref":"#/$defs/route"},"has":{"$ref":"#/$defs/permission"},"dataSource":{"$ref":"#/$defs/dataSource"},"content":{"$ref":"control.schema.json#/$defs/formContent"},"meta":{"$ref":"#/$defs/meta"}},"additionalProperties":false};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.content === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema61.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err6 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.kind !== undefined){
if("form" !== data.kind){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "form"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
let data3 = data.id;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/pageId/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{1,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{1,63}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/pageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.route !== undefined){
let data5 = data.route;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.components === undefined){
const err12 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/required",keyword:"required",params:{missingProperty: "components"},message:"must have required property '"+"components"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data5){
if(!(key1 === "components")){
const err13 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.components !== undefined){
let data6 = data5.components;
if(Array.isArray(data6)){
if(data6.length < 1){
const err14 = {instancePath:instancePath+"/route/components",schemaPath:"#/$defs/route/properties/components/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err15 = {instancePath:instancePath+"/route/components/" + i0,schemaPath:"#/$defs/route/properties/components/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_/.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_/.-]+$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/route/components/" + i0,schemaPath:"#/$defs/route/properties/components/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/route/components",schemaPath:"#/$defs/route/properties/components/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.has !== undefined){
let data8 = data.has;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err19 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.dataSource !== undefined){
let data9 = data.dataSource;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.adapter === undefined){
const err21 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/required",keyword:"required",params:{missingProperty: "adapter"},message:"must have required property '"+"adapter"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 in data9){
if(!((key2 === "adapter") || (key2 === "args"))){
const err22 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9.adapter !== undefined){
let data10 = data9.adapter;
if(typeof data10 === "string"){
if(!pattern21.test(data10)){
const err23 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/$defs/dataSource/properties/adapter/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/$defs/dataSource/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.args !== undefined){
let data11 = data9.args;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
}
else {
const err25 = {instancePath:instancePath+"/dataSource/args",schemaPath:"#/$defs/dataSource/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate31(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.meta !== undefined){
let data13 = data.meta;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
}
else {
const err27 = {instancePath:instancePath+"/meta",schemaPath:"#/$defs/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema68 = {"title":"DetailPage","type":"object","required":["kind","version","id","title","dataSource","fields"],"properties":{"$schema":{"type":"string","description":"the meta-schema, for editors"},"kind":{"const":"detail"},"version":{"$ref":"#/$defs/version"},"id":{"$ref":"#/$defs/pageId"},"title":{"type":"string"},"route":{"$ref":"#/$defs/route"},"has":{"$ref":"#/$defs/permission"},"dataSource":{"$ref":"#/$defs/dataSource"},"fields":{"type":"array","minItems":1,"items":{"type":"object","required":["field","label"],"properties":{"field":{"type":"string"},"label":{"type":"string"},"dictCode":{"type":"string","minLength":1},"span":{"type":"integer","minimum":1,"maximum":3},"render":{"enum":["text","tag","date","datetime","image","html"]},"has":{"$ref":"#/$defs/permission"}},"additionalProperties":false}},"meta":{"$ref":"#/$defs/meta"}},"additionalProperties":false};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.dataSource === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataSource"},message:"must have required property '"+"dataSource"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.fields === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema68.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err7 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.kind !== undefined){
if("detail" !== data.kind){
const err8 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "detail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err9 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.id !== undefined){
let data3 = data.id;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/pageId/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{1,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{1,63}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/pageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err12 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.route !== undefined){
let data5 = data.route;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.components === undefined){
const err13 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/required",keyword:"required",params:{missingProperty: "components"},message:"must have required property '"+"components"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data5){
if(!(key1 === "components")){
const err14 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.components !== undefined){
let data6 = data5.components;
if(Array.isArray(data6)){
if(data6.length < 1){
const err15 = {instancePath:instancePath+"/route/components",schemaPath:"#/$defs/route/properties/components/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err16 = {instancePath:instancePath+"/route/components/" + i0,schemaPath:"#/$defs/route/properties/components/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_/.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_/.-]+$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/route/components/" + i0,schemaPath:"#/$defs/route/properties/components/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/route/components",schemaPath:"#/$defs/route/properties/components/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.has !== undefined){
let data8 = data.has;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err20 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.dataSource !== undefined){
let data9 = data.dataSource;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.adapter === undefined){
const err22 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/required",keyword:"required",params:{missingProperty: "adapter"},message:"must have required property '"+"adapter"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data9){
if(!((key2 === "adapter") || (key2 === "args"))){
const err23 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.adapter !== undefined){
let data10 = data9.adapter;
if(typeof data10 === "string"){
if(!pattern21.test(data10)){
const err24 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/$defs/dataSource/properties/adapter/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/$defs/dataSource/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data9.args !== undefined){
let data11 = data9.args;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
}
else {
const err26 = {instancePath:instancePath+"/dataSource/args",schemaPath:"#/$defs/dataSource/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.fields !== undefined){
let data12 = data.fields;
if(Array.isArray(data12)){
if(data12.length < 1){
const err28 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.field === undefined){
const err29 = {instancePath:instancePath+"/fields/" + i1,schemaPath:"#/properties/fields/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data13.label === undefined){
const err30 = {instancePath:instancePath+"/fields/" + i1,schemaPath:"#/properties/fields/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key3 in data13){
if(!((((((key3 === "field") || (key3 === "label")) || (key3 === "dictCode")) || (key3 === "span")) || (key3 === "render")) || (key3 === "has"))){
const err31 = {instancePath:instancePath+"/fields/" + i1,schemaPath:"#/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.field !== undefined){
if(typeof data13.field !== "string"){
const err32 = {instancePath:instancePath+"/fields/" + i1+"/field",schemaPath:"#/properties/fields/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data13.label !== undefined){
if(typeof data13.label !== "string"){
const err33 = {instancePath:instancePath+"/fields/" + i1+"/label",schemaPath:"#/properties/fields/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data13.dictCode !== undefined){
let data16 = data13.dictCode;
if(typeof data16 === "string"){
if(func1(data16) < 1){
const err34 = {instancePath:instancePath+"/fields/" + i1+"/dictCode",schemaPath:"#/properties/fields/items/properties/dictCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/fields/" + i1+"/dictCode",schemaPath:"#/properties/fields/items/properties/dictCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data13.span !== undefined){
let data17 = data13.span;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err36 = {instancePath:instancePath+"/fields/" + i1+"/span",schemaPath:"#/properties/fields/items/properties/span/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 3 || isNaN(data17)){
const err37 = {instancePath:instancePath+"/fields/" + i1+"/span",schemaPath:"#/properties/fields/items/properties/span/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err38 = {instancePath:instancePath+"/fields/" + i1+"/span",schemaPath:"#/properties/fields/items/properties/span/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data13.render !== undefined){
let data18 = data13.render;
if(!((((((data18 === "text") || (data18 === "tag")) || (data18 === "date")) || (data18 === "datetime")) || (data18 === "image")) || (data18 === "html"))){
const err39 = {instancePath:instancePath+"/fields/" + i1+"/render",schemaPath:"#/properties/fields/items/properties/render/enum",keyword:"enum",params:{allowedValues: schema68.properties.fields.items.properties.render.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data13.has !== undefined){
let data19 = data13.has;
if(typeof data19 === "string"){
if(func1(data19) < 1){
const err40 = {instancePath:instancePath+"/fields/" + i1+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/fields/" + i1+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/fields/" + i1,schemaPath:"#/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.meta !== undefined){
let data20 = data.meta;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
}
else {
const err44 = {instancePath:instancePath+"/meta",schemaPath:"#/$defs/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema76 = {"title":"DashboardPage","type":"object","required":["kind","version","id","title","widgets"],"properties":{"$schema":{"type":"string","description":"the meta-schema, for editors"},"kind":{"const":"dashboard"},"version":{"$ref":"#/$defs/version"},"id":{"$ref":"#/$defs/pageId"},"title":{"type":"string"},"route":{"$ref":"#/$defs/route"},"has":{"$ref":"#/$defs/permission"},"refresh":{"type":"integer","minimum":1,"maximum":3600,"description":"read the widgets' data again every this many seconds while the page is shown (not while the browser tab is hidden)"},"toolbar":{"type":"array","items":{"$ref":"#/$defs/action"},"description":"buttons above the widgets: call, form and dialog actions (link goes to its `to`); the widgets are read again after one succeeds"},"widgets":{"type":"array","items":{"$ref":"#/$defs/dashboardWidget"}},"meta":{"$ref":"#/$defs/meta"}},"additionalProperties":false};
const schema81 = {"type":"object","required":["type","title"],"properties":{"type":{"enum":["stat","list","chart","figures","table"]},"title":{"type":"string"},"span":{"type":"integer","minimum":1,"maximum":24},"dataSource":{"$ref":"#/$defs/dataSource"},"url":{"type":"string","pattern":"^/[A-Za-z0-9_/.-]+$","description":"for figures and table: the GET address read (once per refresh for all widgets naming it)"},"field":{"type":"string","description":"stat, list and chart: the row field shown; figures and table: the dotted path of the part of the result read (the whole result when absent)"},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/dashboardFigure"},"description":"for figures: the figures shown; for table: its columns"},"has":{"$ref":"#/$defs/permission"}},"additionalProperties":false,"title":"DashboardWidget","description":"stat, list and chart read a dataSource (a total, a column of the first rows, bars of `field`); figures and table read the GET address `url` (`field` picks a part of its result by a dotted path): figures show `fields` as figures, table shows the array there with `fields` as columns","allOf":[{"if":{"properties":{"type":{"enum":["figures","table"]}},"required":["type"]},"then":{"required":["url","fields"]}}]};
const schema83 = {"title":"DashboardFigure","type":"object","required":["field","label"],"properties":{"field":{"type":"string","minLength":1,"description":"a dotted path in the record or part read"},"label":{"type":"string"},"format":{"enum":["text","number","bytes","percent","datetime","seconds","ms","tag"],"description":"bytes as B/KB/MB/GB, percent (0-100) with a progress bar, seconds as 天/小时/分, ms as milliseconds; text when absent"},"unit":{"type":"string","description":"shown after a text or number value"},"width":{"type":"number","minimum":20,"description":"for a table column"},"has":{"$ref":"#/$defs/permission"}},"additionalProperties":false};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.label === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "field") || (key0 === "label")) || (key0 === "format")) || (key0 === "unit")) || (key0 === "width")) || (key0 === "has"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.field !== undefined){
let data0 = data.field;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.label !== undefined){
if(typeof data.label !== "string"){
const err5 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.format !== undefined){
let data2 = data.format;
if(!((((((((data2 === "text") || (data2 === "number")) || (data2 === "bytes")) || (data2 === "percent")) || (data2 === "datetime")) || (data2 === "seconds")) || (data2 === "ms")) || (data2 === "tag"))){
const err6 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema83.properties.format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.unit !== undefined){
if(typeof data.unit !== "string"){
const err7 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.width !== undefined){
let data4 = data.width;
if(typeof data4 == "number"){
if(data4 < 20 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 20},message:"must be >= 20"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.has !== undefined){
let data5 = data.has;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err10 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === "figures") || (data0 === "table"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.fields === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.title === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "title")) || (key0 === "span")) || (key0 === "dataSource")) || (key0 === "url")) || (key0 === "field")) || (key0 === "fields")) || (key0 === "has"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(!(((((data1 === "stat") || (data1 === "list")) || (data1 === "chart")) || (data1 === "figures")) || (data1 === "table"))){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema81.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.span !== undefined){
let data3 = data.span;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err10 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 24 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.dataSource !== undefined){
let data4 = data.dataSource;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.adapter === undefined){
const err13 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/required",keyword:"required",params:{missingProperty: "adapter"},message:"must have required property '"+"adapter"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "adapter") || (key1 === "args"))){
const err14 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.adapter !== undefined){
let data5 = data4.adapter;
if(typeof data5 === "string"){
if(!pattern21.test(data5)){
const err15 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/$defs/dataSource/properties/adapter/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/$defs/dataSource/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.args !== undefined){
let data6 = data4.args;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
const err17 = {instancePath:instancePath+"/dataSource/args",schemaPath:"#/$defs/dataSource/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/dataSource",schemaPath:"#/$defs/dataSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.url !== undefined){
let data7 = data.url;
if(typeof data7 === "string"){
if(!pattern22.test(data7)){
const err19 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^/[A-Za-z0-9_/.-]+$"},message:"must match pattern \""+"^/[A-Za-z0-9_/.-]+$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.field !== undefined){
if(typeof data.field !== "string"){
const err21 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.fields !== undefined){
let data9 = data.fields;
if(Array.isArray(data9)){
if(data9.length < 1){
const err22 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(!(validate55(data9[i0], {instancePath:instancePath+"/fields/" + i0,parentData:data9,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.has !== undefined){
let data11 = data.has;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err24 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.widgets === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "widgets"},message:"must have required property '"+"widgets"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema76.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err6 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.kind !== undefined){
if("dashboard" !== data.kind){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "dashboard"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
let data3 = data.id;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/pageId/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{1,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{1,63}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/pageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.route !== undefined){
let data5 = data.route;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.components === undefined){
const err12 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/required",keyword:"required",params:{missingProperty: "components"},message:"must have required property '"+"components"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data5){
if(!(key1 === "components")){
const err13 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.components !== undefined){
let data6 = data5.components;
if(Array.isArray(data6)){
if(data6.length < 1){
const err14 = {instancePath:instancePath+"/route/components",schemaPath:"#/$defs/route/properties/components/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err15 = {instancePath:instancePath+"/route/components/" + i0,schemaPath:"#/$defs/route/properties/components/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_/.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_/.-]+$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/route/components/" + i0,schemaPath:"#/$defs/route/properties/components/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/route/components",schemaPath:"#/$defs/route/properties/components/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/route",schemaPath:"#/$defs/route/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.has !== undefined){
let data8 = data.has;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err19 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/has",schemaPath:"#/$defs/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.refresh !== undefined){
let data9 = data.refresh;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err21 = {instancePath:instancePath+"/refresh",schemaPath:"#/properties/refresh/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 3600 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/refresh",schemaPath:"#/properties/refresh/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err23 = {instancePath:instancePath+"/refresh",schemaPath:"#/properties/refresh/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.toolbar !== undefined){
let data10 = data.toolbar;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(!(validate29(data10[i1], {instancePath:instancePath+"/toolbar/" + i1,parentData:data10,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath:instancePath+"/toolbar",schemaPath:"#/properties/toolbar/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.widgets !== undefined){
let data12 = data.widgets;
if(Array.isArray(data12)){
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
if(!(validate54(data12[i2], {instancePath:instancePath+"/widgets/" + i2,parentData:data12,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/widgets",schemaPath:"#/properties/widgets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.meta !== undefined){
let data14 = data.meta;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
}
else {
const err26 = {instancePath:instancePath+"/meta",schemaPath:"#/$defs/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://resettlement.local/schemas/page.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.kind !== undefined){
let data0 = data.kind;
if(!(((((data0 === "list") || (data0 === "tree-list")) || (data0 === "form")) || (data0 === "detail")) || (data0 === "dashboard"))){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
const tag0 = data.kind;
if(typeof tag0 == "string"){
if(tag0 === "list"){
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "tree-list"){
if(!(validate47(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "form"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "detail"){
if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "dashboard"){
if(!(validate52(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err3 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "kind", tagValue: tag0},message:"value of tag \"kind\" must be in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "kind", tagValue: tag0},message:"tag \"kind\" must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateFormContent = validate63;

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.list === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.config === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "list") || (key0 === "config"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.list !== undefined){
let data0 = data.list;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate32(data0[i0], {instancePath:instancePath+"/list/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/list",schemaPath:"#/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.config !== undefined){
if(!(validate38(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFieldSet = validate66;
const schema88 = {"title":"FieldSet","type":"object","description":"fieldsets/<id>.json: fields (and their form controls) several entities share, named from an entity's fieldSets","required":["id","label","fields"],"properties":{"$schema":{"type":"string"},"id":{"type":"string","pattern":"^[a-z][a-zA-Z0-9-]{1,63}$","description":"the file name without .json"},"label":{"type":"string","minLength":1},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/entityField"}},"controls":{"type":"array","items":{"$ref":"control.schema.json#/$defs/control"},"description":"the form controls of the fields, in the designer's format (a library rule as its {rule, msg})"}},"additionalProperties":false};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("row" !== data.compType){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.columns === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.columns !== undefined){
let data1 = data.columns;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate33(data1[i0], {instancePath:instancePath+"/columns/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
}
if(data.gutter !== undefined){
let data3 = data.gutter;
if(typeof data3 == "number"){
if(data3 > 100 || isNaN(data3)){
const err2 = {instancePath:instancePath+"/gutter",schemaPath:"#/allOf/0/then/properties/gutter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.columns = true;
props0.gutter = true;
props0.compType = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs10 = errors;
let valid6 = true;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("dynamicTable" !== data.compType){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs11 === errors;
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.columns === undefined){
const err5 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.columns !== undefined){
let data5 = data.columns;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(!(validate32(data5[i1], {instancePath:instancePath+"/columns/" + i1,parentData:data5,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
}
}
var _valid1 = _errs13 === errors;
valid6 = _valid1;
if(valid6){
var props1 = {};
props1.columns = true;
props1.compType = true;
}
}
if(!valid6){
const err6 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs17 = errors;
let valid11 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("table" !== data.compType){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid2 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.layoutArray === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "layoutArray"},message:"must have required property '"+"layoutArray"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.width !== undefined){
let data8 = data.width;
if(typeof data8 == "number"){
if(data8 > 500 || isNaN(data8)){
const err9 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/2/then/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err10 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/2/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/2/then/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.height !== undefined){
let data9 = data.height;
if(typeof data9 == "number"){
if(data9 > 1500 || isNaN(data9)){
const err12 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/2/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1500},message:"must be <= 1500"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err13 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/2/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/2/then/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
var _valid2 = _errs20 === errors;
valid11 = _valid2;
if(valid11){
var props2 = {};
props2.width = true;
props2.height = true;
props2.compType = true;
}
}
if(!valid11){
const err15 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs26 = errors;
let valid14 = true;
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("input" !== data.compType){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
var _valid3 = _errs27 === errors;
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs29 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.maxLength !== undefined){
let data11 = data.maxLength;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err17 = {instancePath:instancePath+"/maxLength",schemaPath:"#/allOf/3/then/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 < 1 || isNaN(data11)){
const err18 = {instancePath:instancePath+"/maxLength",schemaPath:"#/allOf/3/then/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
var _valid3 = _errs29 === errors;
valid14 = _valid3;
if(valid14){
var props3 = {};
props3.maxLength = true;
props3.compType = true;
}
}
if(!valid14){
const err19 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs33 = errors;
let valid17 = true;
const _errs34 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("textarea" !== data.compType){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
var _valid4 = _errs34 === errors;
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs36 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rows !== undefined){
let data13 = data.rows;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err21 = {instancePath:instancePath+"/rows",schemaPath:"#/allOf/4/then/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 < 1 || isNaN(data13)){
const err22 = {instancePath:instancePath+"/rows",schemaPath:"#/allOf/4/then/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.maxlength !== undefined){
let data14 = data.maxlength;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err23 = {instancePath:instancePath+"/maxlength",schemaPath:"#/allOf/4/then/properties/maxlength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 < 1 || isNaN(data14)){
const err24 = {instancePath:instancePath+"/maxlength",schemaPath:"#/allOf/4/then/properties/maxlength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
var _valid4 = _errs36 === errors;
valid17 = _valid4;
if(valid17){
var props4 = {};
props4.rows = true;
props4.maxlength = true;
props4.compType = true;
}
}
if(!valid17){
const err25 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs42 = errors;
let valid20 = true;
const _errs43 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("inputNumber" !== data.compType){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
var _valid5 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs45 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.min !== undefined){
if(!(typeof data.min == "number")){
const err27 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/5/then/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.max !== undefined){
if(!(typeof data.max == "number")){
const err28 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/5/then/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.step !== undefined){
let data18 = data.step;
if(typeof data18 == "number"){
if(data18 <= 0 || isNaN(data18)){
const err29 = {instancePath:instancePath+"/step",schemaPath:"#/allOf/5/then/properties/step/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/step",schemaPath:"#/allOf/5/then/properties/step/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.precision !== undefined){
let data19 = data.precision;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err31 = {instancePath:instancePath+"/precision",schemaPath:"#/allOf/5/then/properties/precision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data19 == "number"){
if(data19 > 10 || isNaN(data19)){
const err32 = {instancePath:instancePath+"/precision",schemaPath:"#/allOf/5/then/properties/precision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err33 = {instancePath:instancePath+"/precision",schemaPath:"#/allOf/5/then/properties/precision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data["controls-position"] !== undefined){
let data20 = data["controls-position"];
if(!(((data20 === "") || (data20 === "default")) || (data20 === "right"))){
const err34 = {instancePath:instancePath+"/controls-position",schemaPath:"#/allOf/5/then/properties/controls-position/enum",keyword:"enum",params:{allowedValues: schema50.allOf[5].then.properties["controls-position"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
var _valid5 = _errs45 === errors;
valid20 = _valid5;
if(valid20){
var props5 = {};
props5.min = true;
props5.max = true;
props5.step = true;
props5.precision = true;
props5["controls-position"] = true;
props5.compType = true;
}
}
if(!valid20){
const err35 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs56 = errors;
let valid23 = true;
const _errs57 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("slider" !== data.compType){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
var _valid6 = _errs57 === errors;
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs59 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.min !== undefined){
let data22 = data.min;
if(typeof data22 == "number"){
if(data22 < 0 || isNaN(data22)){
const err37 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/6/then/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/6/then/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.max !== undefined){
if(!(typeof data.max == "number")){
const err39 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/6/then/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.step !== undefined){
let data24 = data.step;
if(typeof data24 == "number"){
if(data24 <= 0 || isNaN(data24)){
const err40 = {instancePath:instancePath+"/step",schemaPath:"#/allOf/6/then/properties/step/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/step",schemaPath:"#/allOf/6/then/properties/step/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
var _valid6 = _errs59 === errors;
valid23 = _valid6;
if(valid23){
var props6 = {};
props6.min = true;
props6.max = true;
props6.step = true;
props6.compType = true;
}
}
if(!valid23){
const err42 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs67 = errors;
let valid26 = true;
const _errs68 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("rate" !== data.compType){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
var _valid7 = _errs68 === errors;
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs70 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max !== undefined){
let data26 = data.max;
if(!((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26)))){
const err44 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/7/then/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data26 == "number"){
if(data26 > 20 || isNaN(data26)){
const err45 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/7/then/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data26 < 1 || isNaN(data26)){
const err46 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/7/then/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
}
var _valid7 = _errs70 === errors;
valid26 = _valid7;
if(valid26){
var props7 = {};
props7.max = true;
props7.compType = true;
}
}
if(!valid26){
const err47 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs74 = errors;
let valid29 = true;
const _errs75 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("date" !== data.compType){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
var _valid8 = _errs75 === errors;
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs77 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data28 = data.type;
if(!(((((((((data28 === "date") || (data28 === "week")) || (data28 === "month")) || (data28 === "year")) || (data28 === "datetime")) || (data28 === "daterange")) || (data28 === "monthrange")) || (data28 === "datetimerange")) || (data28 === "dates"))){
const err49 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/8/then/properties/type/enum",keyword:"enum",params:{allowedValues: schema50.allOf[8].then.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
var _valid8 = _errs77 === errors;
valid29 = _valid8;
if(valid29){
var props8 = {};
props8.type = true;
props8.compType = true;
}
}
if(!valid29){
const err50 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs80 = errors;
let valid32 = true;
const _errs81 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("editor" !== data.compType){
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
var _valid9 = _errs81 === errors;
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs83 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max !== undefined){
let data30 = data.max;
if(!((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30)))){
const err52 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/9/then/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(typeof data30 == "number"){
if(data30 < 100 || isNaN(data30)){
const err53 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/9/then/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
}
var _valid9 = _errs83 === errors;
valid32 = _valid9;
if(valid32){
var props9 = {};
props9.max = true;
props9.compType = true;
}
}
if(!valid32){
const err54 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs87 = errors;
let valid35 = true;
const _errs88 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("checkbox" !== data.compType){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
var _valid10 = _errs88 === errors;
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs90 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.min !== undefined){
let data32 = data.min;
if(!((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32)))){
const err56 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/10/then/properties/min/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data32 == "number"){
if(data32 < 1 || isNaN(data32)){
const err57 = {instancePath:instancePath+"/min",schemaPath:"#/allOf/10/then/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data.max !== undefined){
let data33 = data.max;
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err58 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/10/then/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(typeof data33 == "number"){
if(data33 < 1 || isNaN(data33)){
const err59 = {instancePath:instancePath+"/max",schemaPath:"#/allOf/10/then/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
}
var _valid10 = _errs90 === errors;
valid35 = _valid10;
if(valid35){
var props10 = {};
props10.min = true;
props10.max = true;
props10.compType = true;
}
}
if(!valid35){
const err60 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
const _errs96 = errors;
let valid38 = true;
const _errs97 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("radio" !== data.compType){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
var _valid11 = _errs97 === errors;
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs99 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.optionType !== undefined){
let data35 = data.optionType;
if(!((data35 === "default") || (data35 === "button"))){
const err62 = {instancePath:instancePath+"/optionType",schemaPath:"#/allOf/11/then/properties/optionType/enum",keyword:"enum",params:{allowedValues: schema50.allOf[11].then.properties.optionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.size !== undefined){
let data36 = data.size;
if(!(((data36 === "medium") || (data36 === "small")) || (data36 === "mini"))){
const err63 = {instancePath:instancePath+"/size",schemaPath:"#/allOf/11/then/properties/size/enum",keyword:"enum",params:{allowedValues: schema50.allOf[11].then.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
var _valid11 = _errs99 === errors;
valid38 = _valid11;
if(valid38){
var props11 = {};
props11.optionType = true;
props11.size = true;
props11.compType = true;
}
}
if(!valid38){
const err64 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(props0 !== true && props11 !== undefined){
if(props11 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props11);
}
}
const _errs103 = errors;
let valid41 = true;
const _errs104 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("upload" !== data.compType){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
var _valid12 = _errs104 === errors;
errors = _errs103;
if(vErrors !== null){
if(_errs103){
vErrors.length = _errs103;
}
else {
vErrors = null;
}
}
if(_valid12){
const _errs106 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fileSize !== undefined){
let data38 = data.fileSize;
if(typeof data38 == "number"){
if(data38 > 10000 || isNaN(data38)){
const err66 = {instancePath:instancePath+"/fileSize",schemaPath:"#/allOf/12/then/properties/fileSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data38 < 1 || isNaN(data38)){
const err67 = {instancePath:instancePath+"/fileSize",schemaPath:"#/allOf/12/then/properties/fileSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/fileSize",schemaPath:"#/allOf/12/then/properties/fileSize/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data["list-type"] !== undefined){
let data39 = data["list-type"];
if(!(((data39 === "text") || (data39 === "picture-card")) || (data39 === "picture"))){
const err69 = {instancePath:instancePath+"/list-type",schemaPath:"#/allOf/12/then/properties/list-type/enum",keyword:"enum",params:{allowedValues: schema50.allOf[12].then.properties["list-type"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
var _valid12 = _errs106 === errors;
valid41 = _valid12;
if(valid41){
var props12 = {};
props12.fileSize = true;
props12["list-type"] = true;
props12.compType = true;
}
}
if(!valid41){
const err70 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(props0 !== true && props12 !== undefined){
if(props12 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props12);
}
}
const _errs111 = errors;
let valid44 = true;
const _errs112 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("barCode" !== data.compType){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
var _valid13 = _errs112 === errors;
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
if(_valid13){
const _errs114 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.height !== undefined){
let data41 = data.height;
if(typeof data41 == "number"){
if(data41 > 100 || isNaN(data41)){
const err72 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/13/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data41 < 10 || isNaN(data41)){
const err73 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/13/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/13/then/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
var _valid13 = _errs114 === errors;
valid44 = _valid13;
if(valid44){
var props13 = {};
props13.height = true;
props13.compType = true;
}
}
if(!valid44){
const err75 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(props0 !== true && props13 !== undefined){
if(props13 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props13);
}
}
const _errs118 = errors;
let valid47 = true;
const _errs119 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("text" !== data.compType){
const err76 = {};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
var _valid14 = _errs119 === errors;
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
if(_valid14){
const _errs121 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.size !== undefined){
let data43 = data.size;
if(typeof data43 == "number"){
if(data43 > 50 || isNaN(data43)){
const err77 = {instancePath:instancePath+"/size",schemaPath:"#/allOf/14/then/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data43 < 10 || isNaN(data43)){
const err78 = {instancePath:instancePath+"/size",schemaPath:"#/allOf/14/then/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/size",schemaPath:"#/allOf/14/then/properties/size/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.bold !== undefined){
let data44 = data.bold;
if(typeof data44 == "number"){
if(data44 > 800 || isNaN(data44)){
const err80 = {instancePath:instancePath+"/bold",schemaPath:"#/allOf/14/then/properties/bold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 800},message:"must be <= 800"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data44 < 100 || isNaN(data44)){
const err81 = {instancePath:instancePath+"/bold",schemaPath:"#/allOf/14/then/properties/bold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
let res0;
if((100 === 0 || (res0 = data44/100, res0 !== parseInt(res0)))){
const err82 = {instancePath:instancePath+"/bold",schemaPath:"#/allOf/14/then/properties/bold/multipleOf",keyword:"multipleOf",params:{multipleOf: 100},message:"must be multiple of 100"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/bold",schemaPath:"#/allOf/14/then/properties/bold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.align !== undefined){
let data45 = data.align;
if(!(((data45 === "left") || (data45 === "center")) || (data45 === "right"))){
const err84 = {instancePath:instancePath+"/align",schemaPath:"#/allOf/14/then/properties/align/enum",keyword:"enum",params:{allowedValues: schema50.allOf[14].then.properties.align.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
var _valid14 = _errs121 === errors;
valid47 = _valid14;
if(valid47){
var props14 = {};
props14.size = true;
props14.bold = true;
props14.align = true;
props14.compType = true;
}
}
if(!valid47){
const err85 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(props0 !== true && props14 !== undefined){
if(props14 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props14);
}
}
const _errs128 = errors;
let valid50 = true;
const _errs129 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("link" !== data.compType){
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
var _valid15 = _errs129 === errors;
errors = _errs128;
if(vErrors !== null){
if(_errs128){
vErrors.length = _errs128;
}
else {
vErrors = null;
}
}
if(_valid15){
const _errs131 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data47 = data.type;
if(!((((((data47 === "primary") || (data47 === "success")) || (data47 === "warning")) || (data47 === "danger")) || (data47 === "info")) || (data47 === "default"))){
const err87 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/15/then/properties/type/enum",keyword:"enum",params:{allowedValues: schema50.allOf[15].then.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.target !== undefined){
let data48 = data.target;
if(!((data48 === "_blank") || (data48 === "_self"))){
const err88 = {instancePath:instancePath+"/target",schemaPath:"#/allOf/15/then/properties/target/enum",keyword:"enum",params:{allowedValues: schema50.allOf[15].then.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
var _valid15 = _errs131 === errors;
valid50 = _valid15;
if(valid50){
var props15 = {};
props15.type = true;
props15.target = true;
props15.compType = true;
}
}
if(!valid50){
const err89 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(props0 !== true && props15 !== undefined){
if(props15 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props15);
}
}
const _errs135 = errors;
let valid53 = true;
const _errs136 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("alert" !== data.compType){
const err90 = {};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
var _valid16 = _errs136 === errors;
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
if(_valid16){
const _errs138 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data50 = data.type;
if(!((((data50 === "success") || (data50 === "warning")) || (data50 === "error")) || (data50 === "info"))){
const err91 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/16/then/properties/type/enum",keyword:"enum",params:{allowedValues: schema50.allOf[16].then.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.effect !== undefined){
let data51 = data.effect;
if(!((data51 === "light") || (data51 === "dark"))){
const err92 = {instancePath:instancePath+"/effect",schemaPath:"#/allOf/16/then/properties/effect/enum",keyword:"enum",params:{allowedValues: schema50.allOf[16].then.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
var _valid16 = _errs138 === errors;
valid53 = _valid16;
if(valid53){
var props16 = {};
props16.type = true;
props16.effect = true;
props16.compType = true;
}
}
if(!valid53){
const err93 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(props0 !== true && props16 !== undefined){
if(props16 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props16);
}
}
const _errs142 = errors;
let valid56 = true;
const _errs143 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("cascader" !== data.compType){
const err94 = {};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
var _valid17 = _errs143 === errors;
errors = _errs142;
if(vErrors !== null){
if(_errs142){
vErrors.length = _errs142;
}
else {
vErrors = null;
}
}
if(_valid17){
const _errs145 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.labelWidth !== undefined){
let data53 = data.labelWidth;
const _errs147 = errors;
let valid59 = false;
const _errs148 = errors;
if(typeof data53 == "number"){
if(data53 > 200 || isNaN(data53)){
const err95 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data53 < 0 || isNaN(data53)){
const err96 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid18 = _errs148 === errors;
valid59 = valid59 || _valid18;
const _errs150 = errors;
if(typeof data53 !== "string"){
const err98 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid18 = _errs150 === errors;
valid59 = valid59 || _valid18;
if(!valid59){
const err99 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/allOf/17/then/properties/labelWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
errors = _errs147;
if(vErrors !== null){
if(_errs147){
vErrors.length = _errs147;
}
else {
vErrors = null;
}
}
}
}
if(data.width !== undefined){
let data54 = data.width;
if(typeof data54 == "number"){
if(data54 > 100 || isNaN(data54)){
const err100 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/17/then/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data54 < 0 || isNaN(data54)){
const err101 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/17/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/17/then/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
var _valid17 = _errs145 === errors;
valid56 = _valid17;
if(valid56){
var props17 = {};
props17.labelWidth = true;
props17.width = true;
props17.compType = true;
}
}
if(!valid56){
const err103 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(props0 !== true && props17 !== undefined){
if(props17 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props17);
}
}
const _errs155 = errors;
let valid60 = true;
const _errs156 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
let data55 = data.compType;
if(!(((data55 === "dialogList") || (data55 === "userList")) || (data55 === "userDept"))){
const err104 = {};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
var _valid19 = _errs156 === errors;
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
if(_valid19){
const _errs158 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.height !== undefined){
let data56 = data.height;
if(typeof data56 == "number"){
if(data56 > 1500 || isNaN(data56)){
const err105 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/18/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1500},message:"must be <= 1500"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data56 < 100 || isNaN(data56)){
const err106 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/18/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/18/then/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.colConf !== undefined){
let data57 = data.colConf;
const _errs162 = errors;
let valid63 = false;
const _errs163 = errors;
if(typeof data57 !== "string"){
const err108 = {instancePath:instancePath+"/colConf",schemaPath:"#/allOf/18/then/properties/colConf/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid20 = _errs163 === errors;
valid63 = valid63 || _valid20;
const _errs165 = errors;
if(Array.isArray(data57)){
const len2 = data57.length;
for(let i2=0; i2<len2; i2++){
let data58 = data57[i2];
if(!(data58 && typeof data58 == "object" && !Array.isArray(data58))){
const err109 = {instancePath:instancePath+"/colConf/" + i2,schemaPath:"#/allOf/18/then/properties/colConf/anyOf/1/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/colConf",schemaPath:"#/allOf/18/then/properties/colConf/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid20 = _errs165 === errors;
valid63 = valid63 || _valid20;
if(!valid63){
const err111 = {instancePath:instancePath+"/colConf",schemaPath:"#/allOf/18/then/properties/colConf/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
errors = _errs162;
if(vErrors !== null){
if(_errs162){
vErrors.length = _errs162;
}
else {
vErrors = null;
}
}
}
}
if(data.byDepart !== undefined){
if(typeof data.byDepart !== "boolean"){
const err112 = {instancePath:instancePath+"/byDepart",schemaPath:"#/allOf/18/then/properties/byDepart/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
var _valid19 = _errs158 === errors;
valid60 = _valid19;
if(valid60){
var props18 = {};
props18.height = true;
props18.colConf = true;
props18.byDepart = true;
props18.compType = true;
}
}
if(!valid60){
const err113 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(props0 !== true && props18 !== undefined){
if(props18 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props18);
}
}
const _errs172 = errors;
let valid66 = true;
const _errs173 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
let data60 = data.compType;
if(!((data60 === "rolePicker") || (data60 === "positionPicker"))){
const err114 = {};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
var _valid21 = _errs173 === errors;
errors = _errs172;
if(vErrors !== null){
if(_errs172){
vErrors.length = _errs172;
}
else {
vErrors = null;
}
}
if(_valid21){
const _errs175 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err115 = {instancePath:instancePath+"/title",schemaPath:"#/allOf/19/then/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data.multi !== undefined){
if(typeof data.multi !== "boolean"){
const err116 = {instancePath:instancePath+"/multi",schemaPath:"#/allOf/19/then/properties/multi/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data.action !== undefined){
let data63 = data.action;
if(typeof data63 === "string"){
if(func1(data63) < 1){
const err117 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/19/then/properties/action/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/19/then/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data.valueField !== undefined){
let data64 = data.valueField;
if(!(((data64 === "roleCode") || (data64 === "code")) || (data64 === "id"))){
const err119 = {instancePath:instancePath+"/valueField",schemaPath:"#/allOf/19/then/properties/valueField/enum",keyword:"enum",params:{allowedValues: schema50.allOf[19].then.properties.valueField.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
var _valid21 = _errs175 === errors;
valid66 = _valid21;
if(valid66){
var props19 = {};
props19.title = true;
props19.multi = true;
props19.action = true;
props19.valueField = true;
props19.compType = true;
}
}
if(!valid66){
const err120 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(props0 !== true && props19 !== undefined){
if(props19 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props19);
}
}
const _errs184 = errors;
let valid69 = true;
const _errs185 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("treeSelect" !== data.compType){
const err121 = {};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
var _valid22 = _errs185 === errors;
errors = _errs184;
if(vErrors !== null){
if(_errs184){
vErrors.length = _errs184;
}
else {
vErrors = null;
}
}
if(_valid22){
const _errs187 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dict !== undefined){
let data66 = data.dict;
if(typeof data66 === "string"){
if(!pattern24.test(data66)){
const err122 = {instancePath:instancePath+"/dict",schemaPath:"#/allOf/20/then/properties/dict/pattern",keyword:"pattern",params:{pattern: "^$|^[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^$|^[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*,[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/dict",schemaPath:"#/allOf/20/then/properties/dict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data.pidField !== undefined){
if(typeof data.pidField !== "string"){
const err124 = {instancePath:instancePath+"/pidField",schemaPath:"#/allOf/20/then/properties/pidField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data.pidValue !== undefined){
if(typeof data.pidValue !== "string"){
const err125 = {instancePath:instancePath+"/pidValue",schemaPath:"#/allOf/20/then/properties/pidValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data.hasChildField !== undefined){
if(typeof data.hasChildField !== "string"){
const err126 = {instancePath:instancePath+"/hasChildField",schemaPath:"#/allOf/20/then/properties/hasChildField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data.condition !== undefined){
if(typeof data.condition !== "string"){
const err127 = {instancePath:instancePath+"/condition",schemaPath:"#/allOf/20/then/properties/condition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data.multiple !== undefined){
if(typeof data.multiple !== "boolean"){
const err128 = {instancePath:instancePath+"/multiple",schemaPath:"#/allOf/20/then/properties/multiple/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.checkStrictly !== undefined){
if(typeof data.checkStrictly !== "boolean"){
const err129 = {instancePath:instancePath+"/checkStrictly",schemaPath:"#/allOf/20/then/properties/checkStrictly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
var _valid22 = _errs187 === errors;
valid69 = _valid22;
if(valid69){
var props20 = {};
props20.dict = true;
props20.pidField = true;
props20.pidValue = true;
props20.hasChildField = true;
props20.condition = true;
props20.multiple = true;
props20.checkStrictly = true;
props20.compType = true;
}
}
if(!valid69){
const err130 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(props0 !== true && props20 !== undefined){
if(props20 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props20);
}
}
const _errs203 = errors;
let valid72 = true;
const _errs204 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
let data73 = data.compType;
if(!((data73 === "searchSelect") || (data73 === "dictSearch"))){
const err131 = {};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
var _valid23 = _errs204 === errors;
errors = _errs203;
if(vErrors !== null){
if(_errs203){
vErrors.length = _errs203;
}
else {
vErrors = null;
}
}
if(_valid23){
const _errs206 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dict !== undefined){
if(typeof data.dict !== "string"){
const err132 = {instancePath:instancePath+"/dict",schemaPath:"#/allOf/21/then/properties/dict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data.async !== undefined){
if(typeof data.async !== "boolean"){
const err133 = {instancePath:instancePath+"/async",schemaPath:"#/allOf/21/then/properties/async/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data.debounce !== undefined){
let data76 = data.debounce;
if(!((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76)))){
const err134 = {instancePath:instancePath+"/debounce",schemaPath:"#/allOf/21/then/properties/debounce/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(typeof data76 == "number"){
if(data76 > 5000 || isNaN(data76)){
const err135 = {instancePath:instancePath+"/debounce",schemaPath:"#/allOf/21/then/properties/debounce/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data76 < 0 || isNaN(data76)){
const err136 = {instancePath:instancePath+"/debounce",schemaPath:"#/allOf/21/then/properties/debounce/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
if(data.pageSize !== undefined){
let data77 = data.pageSize;
if(!((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77)))){
const err137 = {instancePath:instancePath+"/pageSize",schemaPath:"#/allOf/21/then/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(typeof data77 == "number"){
if(data77 > 1000 || isNaN(data77)){
const err138 = {instancePath:instancePath+"/pageSize",schemaPath:"#/allOf/21/then/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data77 < 1 || isNaN(data77)){
const err139 = {instancePath:instancePath+"/pageSize",schemaPath:"#/allOf/21/then/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
if(data.multiple !== undefined){
if(typeof data.multiple !== "boolean"){
const err140 = {instancePath:instancePath+"/multiple",schemaPath:"#/allOf/21/then/properties/multiple/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
var _valid23 = _errs206 === errors;
valid72 = _valid23;
if(valid72){
var props21 = {};
props21.dict = true;
props21.async = true;
props21.debounce = true;
props21.pageSize = true;
props21.multiple = true;
props21.compType = true;
}
}
if(!valid72){
const err141 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(props0 !== true && props21 !== undefined){
if(props21 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props21);
}
}
const _errs218 = errors;
let valid75 = true;
const _errs219 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("bizComponent" !== data.compType){
const err142 = {};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
var _valid24 = _errs219 === errors;
errors = _errs218;
if(vErrors !== null){
if(_errs218){
vErrors.length = _errs218;
}
else {
vErrors = null;
}
}
if(_valid24){
const _errs221 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err143 = {instancePath:instancePath+"/title",schemaPath:"#/allOf/22/then/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data.multi !== undefined){
if(typeof data.multi !== "boolean"){
const err144 = {instancePath:instancePath+"/multi",schemaPath:"#/allOf/22/then/properties/multi/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data.dataSource !== undefined){
let data82 = data.dataSource;
if(data82 && typeof data82 == "object" && !Array.isArray(data82)){
if(data82.adapter === undefined){
const err145 = {instancePath:instancePath+"/dataSource",schemaPath:"#/allOf/22/then/properties/dataSource/required",keyword:"required",params:{missingProperty: "adapter"},message:"must have required property '"+"adapter"+"'"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
for(const key0 in data82){
if(!((key0 === "adapter") || (key0 === "args"))){
const err146 = {instancePath:instancePath+"/dataSource",schemaPath:"#/allOf/22/then/properties/dataSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data82.adapter !== undefined){
let data83 = data82.adapter;
if(typeof data83 === "string"){
if(!pattern21.test(data83)){
const err147 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/allOf/22/then/properties/dataSource/properties/adapter/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/dataSource/adapter",schemaPath:"#/allOf/22/then/properties/dataSource/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data82.args !== undefined){
let data84 = data82.args;
if(!(data84 && typeof data84 == "object" && !Array.isArray(data84))){
const err149 = {instancePath:instancePath+"/dataSource/args",schemaPath:"#/allOf/22/then/properties/dataSource/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
else {
const err150 = {instancePath:instancePath+"/dataSource",schemaPath:"#/allOf/22/then/properties/dataSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data.columns !== undefined){
let data85 = data.columns;
if(Array.isArray(data85)){
const len3 = data85.length;
for(let i3=0; i3<len3; i3++){
let data86 = data85[i3];
if(data86 && typeof data86 == "object" && !Array.isArray(data86)){
if(data86.field === undefined){
const err151 = {instancePath:instancePath+"/columns/" + i3,schemaPath:"#/allOf/22/then/properties/columns/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
for(const key1 in data86){
if(!(((key1 === "field") || (key1 === "title")) || (key1 === "width"))){
const err152 = {instancePath:instancePath+"/columns/" + i3,schemaPath:"#/allOf/22/then/properties/columns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data86.field !== undefined){
let data87 = data86.field;
if(typeof data87 === "string"){
if(func1(data87) < 1){
const err153 = {instancePath:instancePath+"/columns/" + i3+"/field",schemaPath:"#/allOf/22/then/properties/columns/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/columns/" + i3+"/field",schemaPath:"#/allOf/22/then/properties/columns/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data86.title !== undefined){
if(typeof data86.title !== "string"){
const err155 = {instancePath:instancePath+"/columns/" + i3+"/title",schemaPath:"#/allOf/22/then/properties/columns/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data86.width !== undefined){
let data89 = data86.width;
if(typeof data89 == "number"){
if(data89 <= 0 || isNaN(data89)){
const err156 = {instancePath:instancePath+"/columns/" + i3+"/width",schemaPath:"#/allOf/22/then/properties/columns/items/properties/width/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
else {
const err157 = {instancePath:instancePath+"/columns/" + i3+"/width",schemaPath:"#/allOf/22/then/properties/columns/items/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/columns/" + i3,schemaPath:"#/allOf/22/then/properties/columns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/columns",schemaPath:"#/allOf/22/then/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data.queryFields !== undefined){
let data90 = data.queryFields;
if(Array.isArray(data90)){
const len4 = data90.length;
for(let i4=0; i4<len4; i4++){
let data91 = data90[i4];
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
if(data91.field === undefined){
const err160 = {instancePath:instancePath+"/queryFields/" + i4,schemaPath:"#/allOf/22/then/properties/queryFields/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
for(const key2 in data91){
if(!((key2 === "field") || (key2 === "label"))){
const err161 = {instancePath:instancePath+"/queryFields/" + i4,schemaPath:"#/allOf/22/then/properties/queryFields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data91.field !== undefined){
let data92 = data91.field;
if(typeof data92 === "string"){
if(func1(data92) < 1){
const err162 = {instancePath:instancePath+"/queryFields/" + i4+"/field",schemaPath:"#/allOf/22/then/properties/queryFields/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
else {
const err163 = {instancePath:instancePath+"/queryFields/" + i4+"/field",schemaPath:"#/allOf/22/then/properties/queryFields/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data91.label !== undefined){
if(typeof data91.label !== "string"){
const err164 = {instancePath:instancePath+"/queryFields/" + i4+"/label",schemaPath:"#/allOf/22/then/properties/queryFields/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath:instancePath+"/queryFields/" + i4,schemaPath:"#/allOf/22/then/properties/queryFields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath:instancePath+"/queryFields",schemaPath:"#/allOf/22/then/properties/queryFields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data.rowKey !== undefined){
let data94 = data.rowKey;
if(typeof data94 === "string"){
if(func1(data94) < 1){
const err167 = {instancePath:instancePath+"/rowKey",schemaPath:"#/allOf/22/then/properties/rowKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/rowKey",schemaPath:"#/allOf/22/then/properties/rowKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data.valueField !== undefined){
let data95 = data.valueField;
if(typeof data95 === "string"){
if(func1(data95) < 1){
const err169 = {instancePath:instancePath+"/valueField",schemaPath:"#/allOf/22/then/properties/valueField/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
else {
const err170 = {instancePath:instancePath+"/valueField",schemaPath:"#/allOf/22/then/properties/valueField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data.labelField !== undefined){
let data96 = data.labelField;
if(typeof data96 === "string"){
if(func1(data96) < 1){
const err171 = {instancePath:instancePath+"/labelField",schemaPath:"#/allOf/22/then/properties/labelField/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/labelField",schemaPath:"#/allOf/22/then/properties/labelField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data.ellipsisLength !== undefined){
let data97 = data.ellipsisLength;
if(!((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97)))){
const err173 = {instancePath:instancePath+"/ellipsisLength",schemaPath:"#/allOf/22/then/properties/ellipsisLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(typeof data97 == "number"){
if(data97 > 100 || isNaN(data97)){
const err174 = {instancePath:instancePath+"/ellipsisLength",schemaPath:"#/allOf/22/then/properties/ellipsisLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(data97 < 1 || isNaN(data97)){
const err175 = {instancePath:instancePath+"/ellipsisLength",schemaPath:"#/allOf/22/then/properties/ellipsisLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
if(data.width !== undefined){
let data98 = data.width;
if(typeof data98 == "number"){
if(data98 > 2000 || isNaN(data98)){
const err176 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/22/then/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(data98 < 300 || isNaN(data98)){
const err177 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/22/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
else {
const err178 = {instancePath:instancePath+"/width",schemaPath:"#/allOf/22/then/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
}
var _valid24 = _errs221 === errors;
valid75 = _valid24;
if(valid75){
var props22 = {};
props22.title = true;
props22.multi = true;
props22.dataSource = true;
props22.columns = true;
props22.queryFields = true;
props22.rowKey = true;
props22.valueField = true;
props22.labelField = true;
props22.ellipsisLength = true;
props22.width = true;
props22.compType = true;
}
}
if(!valid75){
const err179 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(props0 !== true && props22 !== undefined){
if(props22 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props22);
}
}
const _errs264 = errors;
let valid85 = true;
const _errs265 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("password" !== data.compType){
const err180 = {};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
var _valid25 = _errs265 === errors;
errors = _errs264;
if(vErrors !== null){
if(_errs264){
vErrors.length = _errs264;
}
else {
vErrors = null;
}
}
if(_valid25){
const _errs267 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.strengthMeter !== undefined){
if(typeof data.strengthMeter !== "boolean"){
const err181 = {instancePath:instancePath+"/strengthMeter",schemaPath:"#/allOf/23/then/properties/strengthMeter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data.placeholder !== undefined){
if(typeof data.placeholder !== "string"){
const err182 = {instancePath:instancePath+"/placeholder",schemaPath:"#/allOf/23/then/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data.maxLength !== undefined){
let data102 = data.maxLength;
if(!((typeof data102 == "number") && (!(data102 % 1) && !isNaN(data102)))){
const err183 = {instancePath:instancePath+"/maxLength",schemaPath:"#/allOf/23/then/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(typeof data102 == "number"){
if(data102 < 1 || isNaN(data102)){
const err184 = {instancePath:instancePath+"/maxLength",schemaPath:"#/allOf/23/then/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
}
var _valid25 = _errs267 === errors;
valid85 = _valid25;
if(valid85){
var props23 = {};
props23.strengthMeter = true;
props23.placeholder = true;
props23.maxLength = true;
props23.compType = true;
}
}
if(!valid85){
const err185 = {instancePath,schemaPath:"#/allOf/23/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(props0 !== true && props23 !== undefined){
if(props23 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props23);
}
}
const _errs275 = errors;
let valid88 = true;
const _errs276 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("codeEditor" !== data.compType){
const err186 = {};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
var _valid26 = _errs276 === errors;
errors = _errs275;
if(vErrors !== null){
if(_errs275){
vErrors.length = _errs275;
}
else {
vErrors = null;
}
}
if(_valid26){
const _errs278 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.language !== undefined){
let data104 = data.language;
if(!((((((((((((data104 === "css") || (data104 === "javascript")) || (data104 === "html")) || (data104 === "java")) || (data104 === "objective-c")) || (data104 === "python")) || (data104 === "r")) || (data104 === "shell")) || (data104 === "sql")) || (data104 === "swift")) || (data104 === "vue")) || (data104 === "markdown"))){
const err187 = {instancePath:instancePath+"/language",schemaPath:"#/allOf/24/then/properties/language/enum",keyword:"enum",params:{allowedValues: schema50.allOf[24].then.properties.language.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data.languageChange !== undefined){
if(typeof data.languageChange !== "boolean"){
const err188 = {instancePath:instancePath+"/languageChange",schemaPath:"#/allOf/24/then/properties/languageChange/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data.fullScreen !== undefined){
if(typeof data.fullScreen !== "boolean"){
const err189 = {instancePath:instancePath+"/fullScreen",schemaPath:"#/allOf/24/then/properties/fullScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data.height !== undefined){
let data107 = data.height;
if(!((typeof data107 == "number") && (!(data107 % 1) && !isNaN(data107)))){
const err190 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/24/then/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(typeof data107 == "number"){
if(data107 > 2000 || isNaN(data107)){
const err191 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/24/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(data107 < 60 || isNaN(data107)){
const err192 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/24/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
}
var _valid26 = _errs278 === errors;
valid88 = _valid26;
if(valid88){
var props24 = {};
props24.language = true;
props24.languageChange = true;
props24.fullScreen = true;
props24.height = true;
props24.compType = true;
}
}
if(!valid88){
const err193 = {instancePath,schemaPath:"#/allOf/24/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if(props0 !== true && props24 !== undefined){
if(props24 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props24);
}
}
const _errs287 = errors;
let valid91 = true;
const _errs288 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("markdown" !== data.compType){
const err194 = {};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
var _valid27 = _errs288 === errors;
errors = _errs287;
if(vErrors !== null){
if(_errs287){
vErrors.length = _errs287;
}
else {
vErrors = null;
}
}
if(_valid27){
const _errs290 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.height !== undefined){
let data109 = data.height;
if(!((typeof data109 == "number") && (!(data109 % 1) && !isNaN(data109)))){
const err195 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/25/then/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(typeof data109 == "number"){
if(data109 > 2000 || isNaN(data109)){
const err196 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/25/then/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data109 < 200 || isNaN(data109)){
const err197 = {instancePath:instancePath+"/height",schemaPath:"#/allOf/25/then/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 200},message:"must be >= 200"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
}
var _valid27 = _errs290 === errors;
valid91 = _valid27;
if(valid91){
var props25 = {};
props25.height = true;
props25.compType = true;
}
}
if(!valid91){
const err198 = {instancePath,schemaPath:"#/allOf/25/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(props0 !== true && props25 !== undefined){
if(props25 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props25);
}
}
const _errs294 = errors;
let valid94 = true;
const _errs295 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("sliderVerify" !== data.compType){
const err199 = {};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
var _valid28 = _errs295 === errors;
errors = _errs294;
if(vErrors !== null){
if(_errs294){
vErrors.length = _errs294;
}
else {
vErrors = null;
}
}
if(_valid28){
const _errs297 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
if(typeof data.value !== "boolean"){
const err200 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/26/then/properties/value/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
var _valid28 = _errs297 === errors;
valid94 = _valid28;
if(valid94){
var props26 = {};
props26.value = true;
props26.compType = true;
}
}
if(!valid94){
const err201 = {instancePath,schemaPath:"#/allOf/26/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(props0 !== true && props26 !== undefined){
if(props26 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props26);
}
}
const _errs301 = errors;
let valid97 = true;
const _errs302 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.compType !== undefined){
if("editableTable" !== data.compType){
const err202 = {};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
var _valid29 = _errs302 === errors;
errors = _errs301;
if(vErrors !== null){
if(_errs301){
vErrors.length = _errs301;
}
else {
vErrors = null;
}
}
if(_valid29){
const _errs304 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.columns !== undefined){
let data113 = data.columns;
if(Array.isArray(data113)){
if(data113.length < 1){
const err203 = {instancePath:instancePath+"/columns",schemaPath:"#/allOf/27/then/properties/columns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
const len5 = data113.length;
for(let i5=0; i5<len5; i5++){
let data114 = data113[i5];
const _errs310 = errors;
let valid104 = true;
const _errs311 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.type !== undefined){
if("date" !== data114.type){
const err204 = {};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
var _valid30 = _errs311 === errors;
errors = _errs310;
if(vErrors !== null){
if(_errs310){
vErrors.length = _errs310;
}
else {
vErrors = null;
}
}
if(_valid30){
const _errs313 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.width !== undefined){
let data116 = data114.width;
if(typeof data116 == "number"){
if(data116 < 135 || isNaN(data116)){
const err205 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/allOf/0/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 135},message:"must be >= 135"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
}
var _valid30 = _errs313 === errors;
valid104 = _valid30;
if(valid104){
var props27 = {};
props27.width = true;
props27.type = true;
}
}
if(!valid104){
const err206 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
const _errs316 = errors;
let valid107 = true;
const _errs317 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.type !== undefined){
let data117 = data114.type;
if(!(((data117 === "datetime") || (data117 === "sel_user")) || (data117 === "sel_depart"))){
const err207 = {};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
var _valid31 = _errs317 === errors;
errors = _errs316;
if(vErrors !== null){
if(_errs316){
vErrors.length = _errs316;
}
else {
vErrors = null;
}
}
if(_valid31){
const _errs319 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.width !== undefined){
let data118 = data114.width;
if(typeof data118 == "number"){
if(data118 < 190 || isNaN(data118)){
const err208 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/allOf/1/then/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 190},message:"must be >= 190"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
}
}
var _valid31 = _errs319 === errors;
valid107 = _valid31;
if(valid107){
var props28 = {};
props28.width = true;
props28.type = true;
}
}
if(!valid107){
const err209 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(props27 !== true && props28 !== undefined){
if(props28 === true){
props27 = true;
}
else {
props27 = props27 || {};
Object.assign(props27, props28);
}
}
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.key === undefined){
const err210 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
if(data114.title === undefined){
const err211 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
if(data114.type === undefined){
const err212 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
for(const key3 in data114){
if(!(func2.call(schema52.properties, key3))){
const err213 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
if(data114.key !== undefined){
let data119 = data114.key;
if(typeof data119 === "string"){
if(!pattern26.test(data119)){
const err214 = {instancePath:instancePath+"/columns/" + i5+"/key",schemaPath:"#/$defs/gridColumn/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
else {
const err215 = {instancePath:instancePath+"/columns/" + i5+"/key",schemaPath:"#/$defs/gridColumn/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data114.title !== undefined){
if(typeof data114.title !== "string"){
const err216 = {instancePath:instancePath+"/columns/" + i5+"/title",schemaPath:"#/$defs/gridColumn/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data114.type !== undefined){
let data121 = data114.type;
if(!(((((((((((((((((((((data121 === "input") || (data121 === "inputNumber")) || (data121 === "checkbox")) || (data121 === "select")) || (data121 === "date")) || (data121 === "datetime")) || (data121 === "time")) || (data121 === "hidden")) || (data121 === "slot")) || (data121 === "popup")) || (data121 === "sel_depart")) || (data121 === "sel_user")) || (data121 === "input_pop")) || (data121 === "textarea")) || (data121 === "radio")) || (data121 === "list_multi")) || (data121 === "sel_search")) || (data121 === "sel_search_async")) || (data121 === "upload")) || (data121 === "file")) || (data121 === "image"))){
const err217 = {instancePath:instancePath+"/columns/" + i5+"/type",schemaPath:"#/$defs/gridColumn/properties/type/enum",keyword:"enum",params:{allowedValues: schema52.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data114.width !== undefined){
let data122 = data114.width;
if(!((typeof data122 == "number") && (!(data122 % 1) && !isNaN(data122)))){
const err218 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
if(typeof data122 == "number"){
if(data122 > 2000 || isNaN(data122)){
const err219 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(data122 < 0 || isNaN(data122)){
const err220 = {instancePath:instancePath+"/columns/" + i5+"/width",schemaPath:"#/$defs/gridColumn/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
}
if(data114.placeholder !== undefined){
if(typeof data114.placeholder !== "string"){
const err221 = {instancePath:instancePath+"/columns/" + i5+"/placeholder",schemaPath:"#/$defs/gridColumn/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data114.options !== undefined){
let data124 = data114.options;
if(Array.isArray(data124)){
const len6 = data124.length;
for(let i6=0; i6<len6; i6++){
let data125 = data124[i6];
if(data125 && typeof data125 == "object" && !Array.isArray(data125)){
if(data125.value === undefined){
const err222 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6,schemaPath:"#/$defs/gridColumn/properties/options/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
for(const key4 in data125){
if(!(((key4 === "value") || (key4 === "text")) || (key4 === "label"))){
const err223 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6,schemaPath:"#/$defs/gridColumn/properties/options/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data125.value !== undefined){
let data126 = data125.value;
if(((typeof data126 !== "string") && (!(typeof data126 == "number"))) && (typeof data126 !== "boolean")){
const err224 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6+"/value",schemaPath:"#/$defs/gridColumn/properties/options/items/properties/value/type",keyword:"type",params:{type: schema52.properties.options.items.properties.value.type},message:"must be string,number,boolean"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data125.text !== undefined){
if(typeof data125.text !== "string"){
const err225 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6+"/text",schemaPath:"#/$defs/gridColumn/properties/options/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data125.label !== undefined){
if(typeof data125.label !== "string"){
const err226 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6+"/label",schemaPath:"#/$defs/gridColumn/properties/options/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
}
else {
const err227 = {instancePath:instancePath+"/columns/" + i5+"/options/" + i6,schemaPath:"#/$defs/gridColumn/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
}
else {
const err228 = {instancePath:instancePath+"/columns/" + i5+"/options",schemaPath:"#/$defs/gridColumn/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
if(data114.dictCode !== undefined){
let data129 = data114.dictCode;
if(typeof data129 === "string"){
if(func1(data129) < 1){
const err229 = {instancePath:instancePath+"/columns/" + i5+"/dictCode",schemaPath:"#/$defs/gridColumn/properties/dictCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
else {
const err230 = {instancePath:instancePath+"/columns/" + i5+"/dictCode",schemaPath:"#/$defs/gridColumn/properties/dictCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
if(data114.validateRules !== undefined){
let data130 = data114.validateRules;
if(Array.isArray(data130)){
const len7 = data130.length;
for(let i7=0; i7<len7; i7++){
let data131 = data130[i7];
if(data131 && typeof data131 == "object" && !Array.isArray(data131)){
for(const key5 in data131){
if(!((((key5 === "required") || (key5 === "unique")) || (key5 === "pattern")) || (key5 === "message"))){
const err231 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7,schemaPath:"#/$defs/gridColumn/properties/validateRules/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data131.required !== undefined){
if(typeof data131.required !== "boolean"){
const err232 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/required",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data131.unique !== undefined){
if(typeof data131.unique !== "boolean"){
const err233 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/unique",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/unique/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data131.pattern !== undefined){
let data134 = data131.pattern;
if(typeof data134 === "string"){
if(func1(data134) < 1){
const err234 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/pattern",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
else {
const err235 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/pattern",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
if(data131.message !== undefined){
if(typeof data131.message !== "string"){
const err236 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7+"/message",schemaPath:"#/$defs/gridColumn/properties/validateRules/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
}
else {
const err237 = {instancePath:instancePath+"/columns/" + i5+"/validateRules/" + i7,schemaPath:"#/$defs/gridColumn/properties/validateRules/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
}
else {
const err238 = {instancePath:instancePath+"/columns/" + i5+"/validateRules",schemaPath:"#/$defs/gridColumn/properties/validateRules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
if(data114.statistics !== undefined){
let data136 = data114.statistics;
if(Array.isArray(data136)){
const len8 = data136.length;
for(let i8=0; i8<len8; i8++){
let data137 = data136[i8];
if(!((data137 === "sum") || (data137 === "average"))){
const err239 = {instancePath:instancePath+"/columns/" + i5+"/statistics/" + i8,schemaPath:"#/$defs/gridColumn/properties/statistics/items/enum",keyword:"enum",params:{allowedValues: schema52.properties.statistics.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
}
else {
const err240 = {instancePath:instancePath+"/columns/" + i5+"/statistics",schemaPath:"#/$defs/gridColumn/properties/statistics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
if(data114.disabled !== undefined){
if(typeof data114.disabled !== "boolean"){
const err241 = {instancePath:instancePath+"/columns/" + i5+"/disabled",schemaPath:"#/$defs/gridColumn/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data114.fieldExtendJson !== undefined){
let data139 = data114.fieldExtendJson;
if(data139 && typeof data139 == "object" && !Array.isArray(data139)){
if(data139.multiSelect !== undefined){
if(typeof data139.multiSelect !== "boolean"){
const err242 = {instancePath:instancePath+"/columns/" + i5+"/fieldExtendJson/multiSelect",schemaPath:"#/$defs/gridColumn/properties/fieldExtendJson/properties/multiSelect/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
}
else {
const err243 = {instancePath:instancePath+"/columns/" + i5+"/fieldExtendJson",schemaPath:"#/$defs/gridColumn/properties/fieldExtendJson/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
}
else {
const err244 = {instancePath:instancePath+"/columns/" + i5,schemaPath:"#/$defs/gridColumn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
}
}
if(data.value !== undefined){
let data141 = data.value;
if(Array.isArray(data141)){
const len9 = data141.length;
for(let i9=0; i9<len9; i9++){
let data142 = data141[i9];
if(!(data142 && typeof data142 == "object" && !Array.isArray(data142))){
const err245 = {instancePath:instancePath+"/value/" + i9,schemaPath:"#/allOf/27/then/properties/value/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
}
else {
const err246 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/27/then/properties/value/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
if(data.maxHeight !== undefined){
let data143 = data.maxHeight;
if(!((typeof data143 == "number") && (!(data143 % 1) && !isNaN(data143)))){
const err247 = {instancePath:instancePath+"/maxHeight",schemaPath:"#/allOf/27/then/properties/maxHeight/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
if(typeof data143 == "number"){
if(data143 > 4000 || isNaN(data143)){
const err248 = {instancePath:instancePath+"/maxHeight",schemaPath:"#/allOf/27/then/properties/maxHeight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4000},message:"must be <= 4000"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
if(data143 < 122 || isNaN(data143)){
const err249 = {instancePath:instancePath+"/maxHeight",schemaPath:"#/allOf/27/then/properties/maxHeight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 122},message:"must be >= 122"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
if(data.rowNumbers !== undefined){
if(typeof data.rowNumbers !== "boolean"){
const err250 = {instancePath:instancePath+"/rowNumbers",schemaPath:"#/allOf/27/then/properties/rowNumbers/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data.rowSelection !== undefined){
if(typeof data.rowSelection !== "boolean"){
const err251 = {instancePath:instancePath+"/rowSelection",schemaPath:"#/allOf/27/then/properties/rowSelection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data.dragSort !== undefined){
if(typeof data.dragSort !== "boolean"){
const err252 = {instancePath:instancePath+"/dragSort",schemaPath:"#/allOf/27/then/properties/dragSort/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
var _valid29 = _errs304 === errors;
valid97 = _valid29;
if(valid97){
var props29 = {};
props29.columns = true;
props29.value = true;
props29.maxHeight = true;
props29.rowNumbers = true;
props29.rowSelection = true;
props29.dragSort = true;
props29.compType = true;
}
}
if(!valid97){
const err253 = {instancePath,schemaPath:"#/allOf/27/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(props0 !== true && props29 !== undefined){
if(props29 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props29);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err254 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if(data.compType === undefined){
const err255 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "compType"},message:"must have required property '"+"compType"+"'"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
if(data.id !== undefined){
let data147 = data.id;
if(typeof data147 === "string"){
if(func1(data147) < 1){
const err256 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if(!pattern26.test(data147)){
const err257 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
else {
const err258 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err259 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data.compType !== undefined){
let data149 = data.compType;
if(!(((((((((((((((((((((((((((((((((((((((((data149 === "input") || (data149 === "textarea")) || (data149 === "inputNumber")) || (data149 === "select")) || (data149 === "radio")) || (data149 === "checkbox")) || (data149 === "Switch")) || (data149 === "slider")) || (data149 === "rate")) || (data149 === "date")) || (data149 === "time")) || (data149 === "editor")) || (data149 === "colorPicker")) || (data149 === "cascader")) || (data149 === "upload")) || (data149 === "dialogList")) || (data149 === "userList")) || (data149 === "userDept")) || (data149 === "barCode")) || (data149 === "dynamicTable")) || (data149 === "row")) || (data149 === "table")) || (data149 === "button")) || (data149 === "divider")) || (data149 === "alert")) || (data149 === "link")) || (data149 === "text")) || (data149 === "html")) || (data149 === "categorySelect")) || (data149 === "rolePicker")) || (data149 === "positionPicker")) || (data149 === "treeSelect")) || (data149 === "searchSelect")) || (data149 === "dictSearch")) || (data149 === "cron")) || (data149 === "bizComponent")) || (data149 === "password")) || (data149 === "codeEditor")) || (data149 === "markdown")) || (data149 === "sliderVerify")) || (data149 === "editableTable"))){
const err260 = {instancePath:instancePath+"/compType",schemaPath:"#/properties/compType/enum",keyword:"enum",params:{allowedValues: schema50.properties.compType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
if(data.compName !== undefined){
if(typeof data.compName !== "string"){
const err261 = {instancePath:instancePath+"/compName",schemaPath:"#/properties/compName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data.label !== undefined){
if(typeof data.label !== "string"){
const err262 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data.showLabel !== undefined){
if(typeof data.showLabel !== "boolean"){
const err263 = {instancePath:instancePath+"/showLabel",schemaPath:"#/properties/showLabel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data.labelWidth !== undefined){
let data153 = data.labelWidth;
const _errs392 = errors;
let valid123 = false;
const _errs393 = errors;
if(typeof data153 == "number"){
if(data153 > 200 || isNaN(data153)){
const err264 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(data153 < 0 || isNaN(data153)){
const err265 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
else {
const err266 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
var _valid32 = _errs393 === errors;
valid123 = valid123 || _valid32;
const _errs395 = errors;
if(typeof data153 === "string"){
if(!pattern28.test(data153)){
const err267 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\d+$"},message:"must match pattern \""+"^\\d+$"+"\""};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
else {
const err268 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
var _valid32 = _errs395 === errors;
valid123 = valid123 || _valid32;
if(!valid123){
const err269 = {instancePath:instancePath+"/labelWidth",schemaPath:"#/properties/labelWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
else {
errors = _errs392;
if(vErrors !== null){
if(_errs392){
vErrors.length = _errs392;
}
else {
vErrors = null;
}
}
}
}
if(data.span !== undefined){
let data154 = data.span;
if(!((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154)))){
const err270 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
if(typeof data154 == "number"){
if(data154 > 24 || isNaN(data154)){
const err271 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
if(data154 < 1 || isNaN(data154)){
const err272 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
}
if(data.gutter !== undefined){
let data155 = data.gutter;
if(typeof data155 == "number"){
if(data155 < 0 || isNaN(data155)){
const err273 = {instancePath:instancePath+"/gutter",schemaPath:"#/properties/gutter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
else {
const err274 = {instancePath:instancePath+"/gutter",schemaPath:"#/properties/gutter/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data.required !== undefined){
if(typeof data.required !== "boolean"){
const err275 = {instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
if(data.disabled !== undefined){
if(typeof data.disabled !== "boolean"){
const err276 = {instancePath:instancePath+"/disabled",schemaPath:"#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data.readonly !== undefined){
if(typeof data.readonly !== "boolean"){
const err277 = {instancePath:instancePath+"/readonly",schemaPath:"#/properties/readonly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data.clearable !== undefined){
if(typeof data.clearable !== "boolean"){
const err278 = {instancePath:instancePath+"/clearable",schemaPath:"#/properties/clearable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data.placeholder !== undefined){
if(typeof data.placeholder !== "string"){
const err279 = {instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data.rules !== undefined){
let data161 = data.rules;
if(Array.isArray(data161)){
const len10 = data161.length;
for(let i10=0; i10<len10; i10++){
let data162 = data161[i10];
if(data162 && typeof data162 == "object" && !Array.isArray(data162)){
if(data162.rule === undefined){
const err280 = {instancePath:instancePath+"/rules/" + i10,schemaPath:"#/$defs/rule/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
if(data162.msg === undefined){
const err281 = {instancePath:instancePath+"/rules/" + i10,schemaPath:"#/$defs/rule/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
if(data162.rule !== undefined){
let data163 = data162.rule;
if(typeof data163 === "string"){
if(func1(data163) < 1){
const err282 = {instancePath:instancePath+"/rules/" + i10+"/rule",schemaPath:"#/$defs/rule/properties/rule/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
else {
const err283 = {instancePath:instancePath+"/rules/" + i10+"/rule",schemaPath:"#/$defs/rule/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
if(data162.msg !== undefined){
if(typeof data162.msg !== "string"){
const err284 = {instancePath:instancePath+"/rules/" + i10+"/msg",schemaPath:"#/$defs/rule/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
}
else {
const err285 = {instancePath:instancePath+"/rules/" + i10,schemaPath:"#/$defs/rule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
}
else {
const err286 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data.rulesType !== undefined){
if(typeof data.rulesType !== "string"){
const err287 = {instancePath:instancePath+"/rulesType",schemaPath:"#/properties/rulesType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data.dataType !== undefined){
let data166 = data.dataType;
if(!((data166 === "static") || (data166 === "dynamic"))){
const err288 = {instancePath:instancePath+"/dataType",schemaPath:"#/properties/dataType/enum",keyword:"enum",params:{allowedValues: schema50.properties.dataType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
if(data.options !== undefined){
let data167 = data.options;
if(Array.isArray(data167)){
const len11 = data167.length;
for(let i11=0; i11<len11; i11++){
let data168 = data167[i11];
if(data168 && typeof data168 == "object" && !Array.isArray(data168)){
if(data168.label === undefined){
const err289 = {instancePath:instancePath+"/options/" + i11,schemaPath:"#/$defs/option/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
if(data168.value === undefined){
const err290 = {instancePath:instancePath+"/options/" + i11,schemaPath:"#/$defs/option/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
if(data168.label !== undefined){
if(typeof data168.label !== "string"){
const err291 = {instancePath:instancePath+"/options/" + i11+"/label",schemaPath:"#/$defs/option/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data168.value !== undefined){
let data170 = data168.value;
if(((typeof data170 !== "string") && (!(typeof data170 == "number"))) && (typeof data170 !== "boolean")){
const err292 = {instancePath:instancePath+"/options/" + i11+"/value",schemaPath:"#/$defs/option/properties/value/type",keyword:"type",params:{type: schema54.properties.value.type},message:"must be string,number,boolean"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
}
else {
const err293 = {instancePath:instancePath+"/options/" + i11,schemaPath:"#/$defs/option/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
}
else {
const err294 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
if(data.action !== undefined){
if(typeof data.action !== "string"){
const err295 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
if(data.dictCode !== undefined){
let data172 = data.dictCode;
if(typeof data172 === "string"){
if(func1(data172) < 1){
const err296 = {instancePath:instancePath+"/dictCode",schemaPath:"#/properties/dictCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
else {
const err297 = {instancePath:instancePath+"/dictCode",schemaPath:"#/properties/dictCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data.has !== undefined){
let data173 = data.has;
if(typeof data173 === "string"){
if(func1(data173) < 1){
const err298 = {instancePath:instancePath+"/has",schemaPath:"#/properties/has/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
else {
const err299 = {instancePath:instancePath+"/has",schemaPath:"#/properties/has/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(typeof data.visibleWhen !== "string"){
const err300 = {instancePath:instancePath+"/visibleWhen",schemaPath:"#/properties/visibleWhen/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
if(data.layout !== undefined){
let data175 = data.layout;
if(!((((data175 === "colItem") || (data175 === "rowItem")) || (data175 === "tableItem")) || (data175 === "dynamicItem"))){
const err301 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/enum",keyword:"enum",params:{allowedValues: schema50.properties.layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data.columns !== undefined){
let data176 = data.columns;
if(Array.isArray(data176)){
const len12 = data176.length;
for(let i12=0; i12<len12; i12++){
let data177 = data176[i12];
if(data177 && typeof data177 == "object" && !Array.isArray(data177)){
}
else {
const err302 = {instancePath:instancePath+"/columns/" + i12,schemaPath:"#/properties/columns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
}
else {
const err303 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
if(data.layoutArray !== undefined){
let data178 = data.layoutArray;
if(Array.isArray(data178)){
const len13 = data178.length;
for(let i13=0; i13<len13; i13++){
let data179 = data178[i13];
if(Array.isArray(data179)){
const len14 = data179.length;
for(let i14=0; i14<len14; i14++){
if(!(validate35(data179[i14], {instancePath:instancePath+"/layoutArray/" + i13+"/" + i14,parentData:data179,parentDataProperty:i14,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err304 = {instancePath:instancePath+"/layoutArray/" + i13,schemaPath:"#/properties/layoutArray/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
}
else {
const err305 = {instancePath:instancePath+"/layoutArray",schemaPath:"#/properties/layoutArray/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
if(data.meta !== undefined){
let data181 = data.meta;
if(data181 && typeof data181 == "object" && !Array.isArray(data181)){
}
else {
const err306 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
}
else {
const err307 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.label === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.fields === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "$schema") || (key0 === "id")) || (key0 === "label")) || (key0 === "fields")) || (key0 === "controls"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(!pattern12.test(data1)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9-]{1,63}$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9-]{1,63}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.label !== undefined){
let data2 = data.label;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.fields !== undefined){
let data3 = data.fields;
if(Array.isArray(data3)){
if(data3.length < 1){
const err9 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err10 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/$defs/entityField/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.type === undefined){
const err11 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/$defs/entityField/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.label === undefined){
const err12 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/$defs/entityField/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data4){
if(!(func2.call(schema39.properties, key1))){
const err13 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/$defs/entityField/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.name !== undefined){
let data5 = data4.name;
const _errs16 = errors;
const _errs17 = errors;
if(!(((((((data5 === "id") || (data5 === "createBy")) || (data5 === "createTime")) || (data5 === "updateBy")) || (data5 === "updateTime")) || (data5 === "sysOrgCode")) || (data5 === "tenantId"))){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid5 = _errs17 === errors;
if(valid5){
const err15 = {instancePath:instancePath+"/fields/" + i0+"/name",schemaPath:"#/$defs/entityField/properties/name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
if(typeof data5 === "string"){
if(!pattern13.test(data5)){
const err16 = {instancePath:instancePath+"/fields/" + i0+"/name",schemaPath:"#/$defs/entityField/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]{0,62}$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]{0,62}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/fields/" + i0+"/name",schemaPath:"#/$defs/entityField/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.label !== undefined){
let data6 = data4.label;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err18 = {instancePath:instancePath+"/fields/" + i0+"/label",schemaPath:"#/$defs/entityField/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/fields/" + i0+"/label",schemaPath:"#/$defs/entityField/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.link !== undefined){
let data7 = data4.link;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.table === undefined){
const err20 = {instancePath:instancePath+"/fields/" + i0+"/link",schemaPath:"#/$defs/entityField/properties/link/required",keyword:"required",params:{missingProperty: "table"},message:"must have required property '"+"table"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.key === undefined){
const err21 = {instancePath:instancePath+"/fields/" + i0+"/link",schemaPath:"#/$defs/entityField/properties/link/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.value === undefined){
const err22 = {instancePath:instancePath+"/fields/" + i0+"/link",schemaPath:"#/$defs/entityField/properties/link/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "table") || (key2 === "key")) || (key2 === "value"))){
const err23 = {instancePath:instancePath+"/fields/" + i0+"/link",schemaPath:"#/$defs/entityField/properties/link/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.table !== undefined){
let data8 = data7.table;
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err24 = {instancePath:instancePath+"/fields/" + i0+"/link/table",schemaPath:"#/$defs/entityField/properties/link/properties/table/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{1,62}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{1,62}$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/fields/" + i0+"/link/table",schemaPath:"#/$defs/entityField/properties/link/properties/table/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.key !== undefined){
let data9 = data7.key;
if(typeof data9 === "string"){
if(!pattern7.test(data9)){
const err26 = {instancePath:instancePath+"/fields/" + i0+"/link/key",schemaPath:"#/$defs/entityField/properties/link/properties/key/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{1,62}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{1,62}$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/fields/" + i0+"/link/key",schemaPath:"#/$defs/entityField/properties/link/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.value !== undefined){
let data10 = data7.value;
if(typeof data10 === "string"){
if(!pattern7.test(data10)){
const err28 = {instancePath:instancePath+"/fields/" + i0+"/link/value",schemaPath:"#/$defs/entityField/properties/link/properties/value/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{1,62}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{1,62}$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/fields/" + i0+"/link/value",schemaPath:"#/$defs/entityField/properties/link/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/fields/" + i0+"/link",schemaPath:"#/$defs/entityField/properties/link/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.type !== undefined){
let data11 = data4.type;
if(!(((((((data11 === "string") || (data11 === "text")) || (data11 === "integer")) || (data11 === "number")) || (data11 === "date")) || (data11 === "datetime")) || (data11 === "boolean"))){
const err31 = {instancePath:instancePath+"/fields/" + i0+"/type",schemaPath:"#/$defs/entityField/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data4.length !== undefined){
let data12 = data4.length;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err32 = {instancePath:instancePath+"/fields/" + i0+"/length",schemaPath:"#/$defs/entityField/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 4000 || isNaN(data12)){
const err33 = {instancePath:instancePath+"/fields/" + i0+"/length",schemaPath:"#/$defs/entityField/properties/length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4000},message:"must be <= 4000"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err34 = {instancePath:instancePath+"/fields/" + i0+"/length",schemaPath:"#/$defs/entityField/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data4.required !== undefined){
if(typeof data4.required !== "boolean"){
const err35 = {instancePath:instancePath+"/fields/" + i0+"/required",schemaPath:"#/$defs/entityField/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data4.unique !== undefined){
if(typeof data4.unique !== "boolean"){
const err36 = {instancePath:instancePath+"/fields/" + i0+"/unique",schemaPath:"#/$defs/entityField/properties/unique/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data4.dict !== undefined){
let data15 = data4.dict;
if(typeof data15 === "string"){
if(func1(data15) < 1){
const err37 = {instancePath:instancePath+"/fields/" + i0+"/dict",schemaPath:"#/$defs/entityField/properties/dict/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/fields/" + i0+"/dict",schemaPath:"#/$defs/entityField/properties/dict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data4.default !== undefined){
let data16 = data4.default;
if(((typeof data16 !== "string") && (!(typeof data16 == "number"))) && (typeof data16 !== "boolean")){
const err39 = {instancePath:instancePath+"/fields/" + i0+"/default",schemaPath:"#/$defs/entityField/properties/default/type",keyword:"type",params:{type: schema39.properties.default.type},message:"must be string,number,boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data4.search !== undefined){
if(!(data4.search === "substring")){
const err40 = {instancePath:instancePath+"/fields/" + i0+"/search",schemaPath:"#/$defs/entityField/properties/search/enum",keyword:"enum",params:{allowedValues: schema39.properties.search.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data4.secret !== undefined){
if(typeof data4.secret !== "boolean"){
const err41 = {instancePath:instancePath+"/fields/" + i0+"/secret",schemaPath:"#/$defs/entityField/properties/secret/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data4.sensitive !== undefined){
if(typeof data4.sensitive !== "boolean"){
const err42 = {instancePath:instancePath+"/fields/" + i0+"/sensitive",schemaPath:"#/$defs/entityField/properties/sensitive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data4.format !== undefined){
if(!(data4.format === "html")){
const err43 = {instancePath:instancePath+"/fields/" + i0+"/format",schemaPath:"#/$defs/entityField/properties/format/enum",keyword:"enum",params:{allowedValues: schema39.properties.format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data4.check !== undefined){
let data21 = data4.check;
if(!(((((((((((data21 === "json") || (data21 === "jsonArray")) || (data21 === "checkRule")) || (data21 === "fillParams")) || (data21 === "code")) || (data21 === "residentIdCard")) || (data21 === "creditCode")) || (data21 === "divisionCode")) || (data21 === "mobile")) || (data21 === "landline")) || (data21 === "telephone"))){
const err44 = {instancePath:instancePath+"/fields/" + i0+"/check",schemaPath:"#/$defs/entityField/properties/check/enum",keyword:"enum",params:{allowedValues: schema39.properties.check.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/$defs/entityField/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.controls !== undefined){
let data22 = data.controls;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
if(!(validate67(data22[i1], {instancePath:instancePath+"/controls/" + i1,parentData:data22,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err47 = {instancePath:instancePath+"/controls",schemaPath:"#/properties/controls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
