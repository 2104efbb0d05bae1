// The server's first rule (server/README.md "Rules"), checked on the syntax tree rather than by grep: every exported
// service verb begins with its guard, so who may call it is the first thing it says.
import ts from 'typescript';

/** The guards of server/kernel/permissions.ts; a verb's first statement calls one of them. */
export const GUARDS = ['requirePermission', 'requireAnyPermission', 'requireActor', 'requireRole', 'publicVerb'] as const;

export interface FoundVerb {
  name: string;
  line: number;
  guarded: boolean;
  /** the verb's first statement (its first line), what a reader sees instead of a guard when it is missing */
  first: string;
}

/** The exported verbs of one source file that do not start with a guard. */
export function unguardedVerbs(fileName: string, text: string): FoundVerb[] {
  return verbsOf(fileName, text).filter((v) => !v.guarded);
}

/**
 * The exported verbs of one source file, each with whether its first statement is a guard.
 *
 * A verb is an exported function whose first parameter is the verb object: destructured with a `ctx` property
 * (`{ ctx, input }`), or typed with a `...Verb<...>` type. Exported helpers that take a transaction, a context or
 * plain values first (`finalize(tx, ...)`, `visible(ctx)`) are not verbs: the verbs that call them hold the guard.
 * The guard must be imported from the kernel's permissions module, so a local function of the same name does not
 * pass for one.
 */
export function verbsOf(fileName: string, text: string): FoundVerb[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const guards = importedGuards(source);
  const exportedLater = namesExportedByList(source);
  const found: FoundVerb[] = [];

  const check = (name: string, fn: ts.SignatureDeclaration & { body?: ts.ConciseBody }, at: ts.Node) => {
    if (!isVerbSignature(fn)) return;
    const first = fn.body && ts.isBlock(fn.body) ? fn.body.statements[0] : fn.body;
    const { line } = source.getLineAndCharacterOfPosition(at.getStart(source));
    found.push({
      name,
      line: line + 1,
      guarded: !!first && callsGuard(first, guards),
      first: first ? first.getText(source).split('\n')[0]!.slice(0, 80) : '(empty body)',
    });
  };

  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      if (isExported(statement) || exportedLater.has(statement.name.text)) check(statement.name.text, statement, statement);
    } else if (ts.isVariableStatement(statement)) {
      const exported = isExported(statement);
      for (const decl of statement.declarationList.declarations) {
        if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
        if (!exported && !exportedLater.has(decl.name.text)) continue;
        const init = unwrap(decl.initializer);
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) check(decl.name.text, init, decl);
      }
    }
  }
  return found;
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** `export { a, b as c }` without a `from`: local declarations exported by a list at the end. */
function namesExportedByList(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const s of source.statements) {
    if (!ts.isExportDeclaration(s) || s.moduleSpecifier || !s.exportClause || !ts.isNamedExports(s.exportClause)) continue;
    for (const el of s.exportClause.elements) names.add((el.propertyName ?? el.name).text);
  }
  return names;
}

/** The local names under which the kernel's guards are imported (`import { requireRole as r }` counts as r). */
function importedGuards(source: ts.SourceFile): Set<string> {
  const local = new Set<string>();
  for (const s of source.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    if (!/(^|\/)kernel\/permissions(\.ts)?$/.test(s.moduleSpecifier.text)) continue;
    const bindings = s.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements) {
      if ((GUARDS as readonly string[]).includes((el.propertyName ?? el.name).text)) local.add(el.name.text);
    }
  }
  return local;
}

function isVerbSignature(fn: ts.SignatureDeclaration): boolean {
  const param = fn.parameters[0];
  if (!param) return false;
  if (ts.isObjectBindingPattern(param.name)) {
    return param.name.elements.some((el) => {
      const key = el.propertyName ?? el.name;
      return ts.isIdentifier(key) && key.text === 'ctx';
    });
  }
  return !!param.type && ts.isTypeReferenceNode(param.type) && /Verb$/.test(param.type.typeName.getText());
}

function unwrap(e: ts.Expression): ts.Expression {
  let node = e;
  while (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
  return node;
}

function isGuardCall(e: ts.Expression | undefined, guards: Set<string>): boolean {
  if (!e) return false;
  const call = unwrap(e);
  return ts.isCallExpression(call) && ts.isIdentifier(call.expression) && guards.has(call.expression.text);
}

/** `guard(ctx, ...)`, `const actor = guard(ctx, ...)`, or an arrow function's expression body that is the call. */
function callsGuard(first: ts.Node, guards: Set<string>): boolean {
  if (ts.isExpressionStatement(first)) return isGuardCall(first.expression, guards);
  if (ts.isVariableStatement(first)) {
    const decls = first.declarationList.declarations;
    return decls.length === 1 && isGuardCall(decls[0]!.initializer, guards);
  }
  return ts.isExpression(first) && isGuardCall(first, guards);
}
