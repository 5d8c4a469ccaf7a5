import type ts from 'typescript';
import type { ApiClass, ApiSlot } from '../../../src/lib/apiDocs/types';
import { docOfNode, tagText } from './jsdoc';

/** The slots of a component, from the type of its `slots` prop, with the class each one gets. */
export function slotsOf(checker: ts.TypeChecker, slotsType: ts.Type | undefined, classes: ApiClass[]): ApiSlot[] {
  if (!slotsType) return [];
  return checker.getPropertiesOfType(checker.getNonNullableType(slotsType)).map((slot) => {
    const doc = docOfNode(slot.declarations?.[0]);
    const slotClass = classes.find((entry) => entry.key === slot.name && !entry.isGlobal);
    const defaultElement = tagText(doc, 'default');
    return {
      name: slot.name,
      ...(slotClass ? { defaultClass: slotClass.className } : {}),
      ...(defaultElement ? { defaultElement } : {}),
      description: doc.text,
    };
  });
}
