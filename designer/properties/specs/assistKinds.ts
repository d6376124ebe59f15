import type { Choice, PropertySpec } from '../propertySpec.ts';
import { propertyLabels as L } from '../messages.ts';
import { choice, color, flag, number, text } from './build.ts';
import { disabled, id, span } from './common.ts';

/** Panels of the auxiliary kinds (seed 001 §3): button, divider, alert, link, text, html. */

const primary: Choice = { value: 'primary', label: L.typePrimary };
const success: Choice = { value: 'success', label: L.typeSuccess };
const warning: Choice = { value: 'warning', label: L.typeWarning };
const danger: Choice = { value: 'danger', label: L.typeDanger };
const info: Choice = { value: 'info', label: L.typeInfo };
const sides: Choice[] = [
  { value: 'left', label: L.alignLeft },
  { value: 'center', label: L.alignCenter },
  { value: 'right', label: L.alignRight },
];

export const button: PropertySpec[] = [
  id,
  span,
  text('text', L.text),
  choice('type', L.buttonType, [primary, success, warning, danger, info, { value: 'text', label: L.typeText }]),
  choice('size', L.buttonSize, [
    { value: 'medium', label: L.sizeMedium },
    { value: 'small', label: L.sizeSmall },
    { value: 'mini', label: L.sizeMini },
  ]),
  flag('plain', L.plain),
  flag('round', L.round),
  flag('circle', L.circle),
  text('icon', L.icon),
  disabled,
];

export const divider: PropertySpec[] = [id, span, text('text', L.text), choice('content-position', L.contentPosition, sides)];

export const alert: PropertySpec[] = [
  id,
  span,
  text('title', L.alertTitle),
  choice('type', L.alertType, [success, warning, { value: 'error', label: L.typeError }, info]),
  text('description', L.description, { multiline: true }),
  flag('closable', L.closable),
  flag('center', L.center),
  text('close-text', L.closeText),
  flag('show-icon', L.showIcon),
  choice('effect', L.effect, [
    { value: 'light', label: L.effectLight },
    { value: 'dark', label: L.effectDark },
  ]),
];

export const link: PropertySpec[] = [
  id,
  span,
  text('text', L.text),
  choice('type', L.linkType, [primary, success, warning, danger, info]),
  text('href', L.href),
  choice('target', L.target, [
    { value: '_blank', label: L.targetBlank },
    { value: '_self', label: L.targetSelf },
  ]),
  flag('underline', L.underline),
  disabled,
];

export const textKind: PropertySpec[] = [
  id,
  span,
  text('text', L.text, { multiline: true }),
  color('color', L.textColor),
  choice('align', L.align, sides),
  number('size', L.fontSize, { min: 10, max: 50, precision: 0 }),
  number('bold', L.bold, { min: 100, max: 800, step: 100, precision: 0 }),
];

export const html: PropertySpec[] = [id, span, text('html', L.html, { multiline: true })];
