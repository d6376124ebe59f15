import { createCategoryApi } from './categoriesApi.ts';
import { shellClient } from './shellClient.ts';

export type { CategoryApi, CategoryNode, CategoryRecord } from './categoriesApi.ts';
export { checkCondition } from './categoriesApi.ts';

/** The category selector's calls, through the app's request layer (see categoriesApi.ts). */
export const { loadTreeRoot, loadTreeChildren, loadTreeData, loadOne, loadDictItem } = createCategoryApi(shellClient);
