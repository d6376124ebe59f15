import fs from 'node:fs';
import { generateValidators, generatedValidatorsFile } from '../schemas/generateValidators.ts';

fs.writeFileSync(generatedValidatorsFile, generateValidators());
console.log(`wrote ${generatedValidatorsFile}`);
