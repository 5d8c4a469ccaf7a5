import ts from 'typescript';
import type { ApiSignature } from '../../../src/lib/apiDocs/types';
import type { NodeDoc } from './jsdoc';

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

const LITERALISH =
  ts.TypeFlags.StringLiteral |
  ts.TypeFlags.NumberLiteral |
  ts.TypeFlags.BigIntLiteral |
  ts.TypeFlags.BooleanLiteral |
  ts.TypeFlags.EnumLiteral |
  ts.TypeFlags.Null |
  ts.TypeFlags.Undefined;

/**
 * Splits a printed type at its top-level `|` (not inside brackets, generics, object types,
 * function types or string literals).
 */
export function splitTopLevelUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '=' && text[i + 1] === '>') i += 1;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char)) depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
}

/** Drops a top-level `undefined` member: optional props show the type a reader passes. */
export function withoutUndefined(text: string): string {
  const parts = splitTopLevelUnion(text);
  const kept = parts.filter((part) => part !== 'undefined');
  if (kept.length === parts.length || kept.length === 0) return text;
  if (kept.length === 1) {
    // `((a: A) => void) | undefined` → `(a: A) => void`
    const only = kept[0];
    return /^\(.*\)$/s.test(only) && isWrappedOnce(only) ? only.slice(1, -1) : only;
  }
  return kept.join(' | ');
}

function isWrappedOnce(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0 && i < text.length - 1) return false;
    }
  }
  return true;
}

function unquote(text: string): string {
  return /^(['"`]).*\1$/s.test(text) ? text.slice(1, -1) : text;
}

/**
 * Literals in the order a type node spells them, following type aliases it references
 * (`OverridableStringUnion<ColorPaletteProp, …>` → the members of `ColorPaletteProp`).
 */
export function literalOrder(checker: ts.TypeChecker, node: ts.Node, depth = 2): string[] {
  const order: string[] = [];
  const visit = (current: ts.Node, remaining: number) => {
    if (ts.isLiteralTypeNode(current)) {
      const text = unquote(current.literal.getText());
      if (!order.includes(text)) order.push(text);
      return;
    }
    if (ts.isTypeReferenceNode(current) && remaining > 0) {
      const symbol = checker.getSymbolAtLocation(current.typeName);
      const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      for (const declaration of target?.declarations ?? []) {
        if (ts.isTypeAliasDeclaration(declaration)) visit(declaration.type, remaining - 1);
      }
    }
    ts.forEachChild(current, (child) => visit(child, remaining));
  };
  visit(node, depth);
  return order;
}

function isLiteralUnion(type: ts.Type): boolean {
  return (
    type.isUnion() && !(type.flags & ts.TypeFlags.Boolean) && type.types.every((member) => member.flags & LITERALISH)
  );
}

/** Source text of a type node on one line. */
export function sourceText(node: ts.Node): string {
  return node
    .getText()
    .replace(/\s+/g, ' ')
    .replace(/([(<[]) /g, '$1')
    .replace(/ ([)\]])/g, '$1')
    .replace(/,\s*([)>\]])/g, '$1')
    .replace(/^\|\s*/, '')
    .trim();
}

/**
 * Prints a type for the docs. Unions made only of literals are written out member by member
 * (so `OverridableStringUnion<'text' | 'outlined', Overrides>` reads `'text' | 'outlined'`);
 * every other type is printed the way TypeScript prints it, aliases kept.
 */
export function printType(
  checker: ts.TypeChecker,
  type: ts.Type,
  enclosing?: ts.Node,
  sourceOrder: readonly string[] = [],
): string {
  if (type.flags & ts.TypeFlags.Boolean) return 'boolean';
  if (type.isUnion() && type.types.every((member) => member.flags & LITERALISH)) {
    const printed: string[] = [];
    let sawBoolean = false;
    for (const member of type.types) {
      if (member.flags & ts.TypeFlags.BooleanLiteral) {
        if (!sawBoolean) printed.push('boolean');
        sawBoolean = true;
        continue;
      }
      printed.push(checker.typeToString(member, enclosing, FORMAT));
    }
    // A lone `true` or `false` stays as written.
    const booleans = type.types.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    if (booleans.length === 1) {
      const index = printed.indexOf('boolean');
      printed[index] = checker.typeToString(booleans[0], enclosing, FORMAT);
    }
    // TypeScript orders union members by creation; the docs follow the declaration's order.
    const rank = (text: string) => {
      const index = sourceOrder.indexOf(unquote(text));
      return index === -1 ? sourceOrder.length : index;
    };
    return printed
      .map((text, index) => ({ text, index }))
      .sort((a, b) => rank(a.text) - rank(b.text) || a.index - b.index)
      .map((entry) => entry.text)
      .join(' | ');
  }
  return checker.typeToString(type, enclosing, FORMAT);
}

/**
 * The type of a prop as its declaration writes it: from the type annotation when there is one
 * (so an optional prop does not show `| undefined`, and generic props keep their type
 * parameters), from the symbol otherwise.
 */
export function declaredType(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declaration: ts.Declaration | undefined,
): { type: ts.Type; text: string } {
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    const type = checker.getTypeFromTypeNode(declaration.type);
    // As the author wrote it (`React.ElementType`, `SxProps<Theme>`), unless it is a union of
    // literals behind a helper such as `OverridableStringUnion`, which reads better expanded.
    const text = isLiteralUnion(type)
      ? printType(checker, type, declaration, literalOrder(checker, declaration.type))
      : sourceText(declaration.type);
    return { type, text: declaration.questionToken ? withoutUndefined(text) : text };
  }
  const type = declaration ? checker.getTypeOfSymbolAtLocation(symbol, declaration) : checker.getTypeOfSymbol(symbol);
  const text = printType(checker, type, declaration);
  return { type, text: symbol.flags & ts.SymbolFlags.Optional ? withoutUndefined(text) : text };
}

function isWithin(node: ts.Node | undefined, ancestor: ts.Node | undefined): boolean {
  for (let current = node; current && ancestor; current = current.parent) if (current === ancestor) return true;
  return false;
}

/** The call signature of a function-typed prop, documented with the prop's `@param`/`@returns` tags. */
export function callbackSignature(
  checker: ts.TypeChecker,
  type: ts.Type,
  enclosing: ts.Node | undefined,
  doc: NodeDoc,
): ApiSignature | undefined {
  let candidate = type;
  if (type.isUnion()) {
    const defined = type.types.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    if (defined.length !== 1) return undefined;
    candidate = defined[0];
  }
  const signatures = candidate.getCallSignatures();
  if (signatures.length !== 1 || candidate.getProperties().length > 0) return undefined;
  const [signature] = signatures;
  // Parameter types read as written only when the function type is spelled out in the prop's
  // declaration; through an alias (`React.ChangeEventHandler<T>`) they are printed instantiated.
  const writtenInline = isWithin(signature.declaration, enclosing);
  const paramDocs = new Map(doc.tags.filter((tag) => tag.name === 'param').map((tag) => [tag.paramName, tag.text]));
  const returnsDoc = doc.tags.find((tag) => tag.name === 'returns' || tag.name === 'return')?.text ?? '';
  return {
    params: signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const isParameter = declaration !== undefined && ts.isParameter(declaration);
      const rest = isParameter && declaration.dotDotDotToken !== undefined;
      const optional =
        isParameter && (declaration.questionToken !== undefined || declaration.initializer !== undefined);
      const parameterType = declaration
        ? checker.getTypeOfSymbolAtLocation(parameter, declaration)
        : checker.getTypeOfSymbol(parameter);
      return {
        name: rest ? `...${parameter.name}` : parameter.name,
        type:
          isParameter && declaration.type && writtenInline && !isLiteralUnion(parameterType)
            ? sourceText(declaration.type)
            : printType(checker, parameterType, enclosing),
        optional,
        description: paramDocs.get(parameter.name) ?? '',
      };
    }),
    returns: {
      type:
        signature.declaration?.type && writtenInline && !isLiteralUnion(signature.getReturnType())
          ? sourceText(signature.declaration.type)
          : printType(checker, signature.getReturnType(), enclosing),
      description: returnsDoc,
    },
  };
}
