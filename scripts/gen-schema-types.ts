import fs from 'node:fs';
import { generateSchemaTypes, generatedTypesFile } from '../schemas/generateTypes.ts';

fs.writeFileSync(generatedTypesFile, await generateSchemaTypes());
console.log(`wrote ${generatedTypesFile}`);
