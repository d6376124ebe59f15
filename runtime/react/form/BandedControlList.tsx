import { useForm } from '@formily/react';
import { useMemo, type CSSProperties } from 'react';
import type { Control } from '../../../schemas/types.ts';
import type { ControlRegistry } from '../../controls/registry.ts';
import { hasPermission, type PermissionLists } from '../../core/permissions.ts';
import { useRuntime } from '../RuntimeContext.tsx';
import { bandsOf, type Band, type BandItem } from './bands.ts';
import { listHeight } from './estimatedHeight.ts';
import { ControlNode } from './ControlTree.tsx';
import { FormLayoutContext, useFormLayout, type FormLayout } from './formLayout.ts';
import { GridRow } from './GridRow.tsx';
import type { MountQueue } from './mountQueue.ts';
import { spanOf } from './nodeTypes.ts';
import { preparedControl } from './prepareControl.ts';
import { useMountedThrough } from './useMountTurn.ts';

/**
 * A band's box. While skipped it holds its height as last laid out (`contain-intrinsic-size:
 * auto`), or as estimated if it never was. It reaches half the gutter, rounded up to a whole
 * pixel, past each side: the row inside takes back half the gutter there, and the clip that
 * skipping brings must neither cut an input's focus ring nor start at a half pixel, which would
 * shift what is painted inside.
 */
function bandBox(gutter: number): CSSProperties {
  const edge = Math.ceil(gutter / 2);
  return { marginLeft: -edge, marginRight: -edge, paddingLeft: edge, paddingRight: edge };
}

function bandItem(control: Control, path: string, nodes: number, registry: ControlRegistry, permissions: PermissionLists): BandItem {
  if (!hasPermission(control.has, permissions)) return { standsAlone: false, nodes };
  const prepared = preparedControl(control, path, registry);
  // A control that cannot be shown is an error panel across the row.
  if (!prepared.ok) return { standsAlone: true, nodes };
  const span = prepared.entry.role === 'layout' ? 24 : spanOf(prepared.control);
  return { standsAlone: span === 24 && !prepared.visibleWhen, nodes };
}

/** Nodes of the control at `index` and everything in it: the places up to the next control's. */
function nodesAt(queue: MountQueue, list: Control[], path: string, index: number): number {
  const here = queue.placeOf(`${path}[${index}]`) ?? 0;
  const next = index + 1 < list.length ? (queue.placeOf(`${path}[${index + 1}]`) ?? here + 1) : queue.total;
  return next - here;
}

/**
 * The top-level controls of a long form in bands (bands.ts): one grid row each, skipped by the
 * browser as a whole while off screen once all its controls have mounted.
 */
export function BandedControlList({ list, path, queue }: { list: Control[]; path: string; queue: MountQueue }) {
  const layout = useFormLayout();
  const services = useRuntime();
  const form = useForm();
  const bands = useMemo(() => {
    const permissions = services.permissions();
    // Rows a dynamic table starts with, for estimating its height.
    const rowsOf = (id: string) => {
      const rows: unknown = form.values[id];
      return Array.isArray(rows) ? rows.length : 1;
    };
    return bandsOf(list.map((control, i) => bandItem(control, `${path}[${i}]`, nodesAt(queue, list, path, i), layout.registry, permissions))).map(
      (band) => ({ ...band, height: listHeight(list.slice(band.start, band.end), rowsOf) }),
    );
  }, [list, path, queue, layout.registry, services, form]);
  // Inside a band the columns are not skipped one by one, except in a band too long to cut.
  const inBand = useMemo(() => ({ ...layout, lazyOffscreen: false }), [layout]);
  return (
    <>
      {bands.map((band) => (
        <BandRow
          key={band.start}
          band={band}
          list={list}
          path={path}
          layout={band.oversized ? layout : inBand}
          lastPlace={(band.end < list.length ? (queue.placeOf(`${path}[${band.end}]`) ?? queue.total) : queue.total) - 1}
          height={band.height}
        />
      ))}
    </>
  );
}

interface BandRowProps {
  band: Band;
  list: Control[];
  path: string;
  layout: FormLayout;
  /** The band's last node in mount order: once it has mounted, the band is complete. */
  lastPlace: number;
  /** Its height as the schema suggests (estimatedHeight.ts), until it has been laid out. */
  height: number;
}

function BandRow({ band, list, path, layout, lastPlace, height }: BandRowProps) {
  // Skippable once complete: a band still filling counts with its real height, so that the
  // first screen is measured right; one not yet started is empty.
  const skippable = useMountedThrough(lastPlace) && !band.oversized;
  const box = useMemo(() => bandBox(layout.gutter), [layout.gutter]);
  // The size to hold is set with skipping, not before: a size remembered while the band was
  // still filling would be too small.
  const style = useMemo<CSSProperties>(() => (skippable ? { ...box, contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` } : box), [box, skippable, height]);
  return (
    <FormLayoutContext.Provider value={layout}>
      <div style={style}>
        <GridRow>
          {list.slice(band.start, band.end).map((control, j) => {
            const i = band.start + j;
            return <ControlNode key={`${i}-${control.id}`} control={control} path={`${path}[${i}]`} />;
          })}
        </GridRow>
      </div>
    </FormLayoutContext.Provider>
  );
}
