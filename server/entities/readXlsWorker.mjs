// Reads a legacy .xls in a worker thread. SheetJS 0.18.5 (the last release on npm) has known
// flaws with crafted files (prototype pollution, CVE-2023-30533; a slow regular expression,
// CVE-2024-22363): here they can only touch this short-lived worker, which the caller also
// stops after a time limit. It answers the first sheet as rows of plain cell values.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

const workbook = XLSX.read(workerData, { type: 'buffer', cellDates: false, cellFormula: false, cellHTML: false });
const sheet = workbook.Sheets[workbook.SheetNames[0]];
const rows = sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true }) : [];
parentPort.postMessage(JSON.stringify(rows));
