import { describe, expect, it } from 'vitest';
import { attachChildren, markExpandable } from './treeRows.ts';

describe('tree rows', () => {
  const roots = markExpandable([{ id: '1', hasChild: '1' }, { id: '2', hasChild: '0' }], 'hasChild');

  it('gives rows with children an expander', () => {
    expect(roots).toEqual([{ id: '1', hasChild: '1', children: [] }, { id: '2', hasChild: '0' }]);
  });

  it('puts loaded children in place, at any depth', () => {
    const level1 = attachChildren(roots, '1', [{ id: '11', hasChild: '1' }], 'id', 'hasChild');
    const level2 = attachChildren(level1, '11', [{ id: '111' }], 'id', 'hasChild');
    expect(level2[0]).toEqual({ id: '1', hasChild: '1', children: [{ id: '11', hasChild: '1', children: [{ id: '111' }] }] });
  });

  it('makes a node a leaf when no children come back', () => {
    expect(attachChildren(roots, '1', [], 'id', 'hasChild')[0]).toEqual({ id: '1', hasChild: '1' });
  });
});
