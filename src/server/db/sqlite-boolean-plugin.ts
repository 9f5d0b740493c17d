import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import { booleanColumns } from './boolean-columns.ts';

const toSqlite = (value: unknown): unknown =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;

/** Rewrites every boolean value of a query (parameters and literals) as 1 or 0. */
class BooleanValueTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'boolean' ? { ...node, value: toSqlite(node.value) } : node;
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return node.values.some((value) => typeof value === 'boolean')
      ? { ...node, values: node.values.map(toSqlite) }
      : node;
  }
}

/**
 * Used on SQLite only (after the CamelCasePlugin, so result keys are camelCase): booleans go in
 * as 1/0 — better-sqlite3 refuses to bind them — and the known boolean columns come back as
 * booleans, so feature code sees the same values as on PostgreSQL. A boolean column keeps its
 * conversion only under its own name: selecting it under another alias yields 0/1.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanValueTransformer();
  readonly #columns: ReadonlySet<string>;

  constructor(columns: Iterable<string> = Object.keys(booleanColumns)) {
    this.#columns = new Set(columns);
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (result.rows.length === 0) return result;
    return { ...result, rows: result.rows.map((row) => this.#convertRow(row)) };
  }

  #convertRow(row: UnknownRow): UnknownRow {
    let converted: Record<string, unknown> | undefined;
    for (const key in row) {
      const value = row[key];
      if ((value === 0 || value === 1) && this.#columns.has(key)) {
        converted ??= { ...row };
        converted[key] = value === 1;
      }
    }
    return converted ?? row;
  }
}
