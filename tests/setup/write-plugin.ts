import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * Calls `afterWrite` once a statement that may write (anything but a SELECT: raw SQL included)
 * has run. A test's direct database write stands in for an owner's change through the admin: it
 * drops the app's catalogue snapshots as the repositories' version bump does for the app's writes.
 */
export function afterWritePlugin(afterWrite: () => void): KyselyPlugin {
  const writes = new WeakSet<QueryId>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (node.kind !== "SelectQueryNode") writes.add(queryId);
      return node;
    },
    async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writes.has(queryId)) afterWrite();
      return result;
    },
  };
}

/** Counts the statements run through a Kysely instance (the per-request work test). */
export function countingPlugin(): KyselyPlugin & { count: number } {
  const plugin = {
    count: 0,
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      plugin.count++;
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
  return plugin;
}
