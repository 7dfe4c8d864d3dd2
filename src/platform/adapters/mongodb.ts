import type { DatabaseAdapterObj, DeleteOne } from 'payload'
import { mongooseAdapter, type MongooseAdapter } from '@payloadcms/db-mongodb'
import type { Schema } from 'mongoose'

/**
 * Payload's MongoDB adapter, with three changes.
 *
 * First, indexes (the unique ones keep one response per project, question and part, one appointment per slot,
 * one payment event per event id, one signature per token...) are built while Payload connects, and
 * Payload waits for them: `ensureIndexes` builds each model's indexes with createIndexes, and a failure
 * (duplicates already stored, say) stops the boot instead of leaving a collection without its guard.
 * Mongoose's own automatic build (autoIndex) is off: it runs in the background, so the first requests
 * could race an index not yet built, and it first sends a `create` command, which jongodb, the
 * MongoDB-wire server the suite runs on, does not know: the failure is swallowed and no index is ever
 * built. Unique indexes are the only thing that makes a second write fail on MongoDB, as the committed
 * migrations do on SQL.
 *
 * Second, a unique field may be empty on any number of documents, as on SQL (see nullsAreDistinct).
 *
 * Third, a document is deleted in two steps (read, then delete by id) rather than by findAndModify with
 * `remove`. jongodb refuses findAndModify with `remove` (the driver sends `new: false` beside it); a real
 * MongoDB accepts both, so the suite tests the code that runs in production. On a replica set both steps
 * share the request's transaction; on a standalone server (no transactions) the document read is the one
 * deleted, by its id. The cost: one more round trip per delete, which are rare here.
 */
export function mongodbAdapter(url: string): DatabaseAdapterObj {
  const adapter = mongooseAdapter({ url, ensureIndexes: true, connectOptions: { autoIndex: false } })
  return {
    ...adapter,
    init: (args) => {
      const database = adapter.init(args) as MongooseAdapter
      const buildModels = database.init
      database.init = async function (this: MongooseAdapter) {
        await buildModels?.call(this)
        for (const model of Object.values(this.collections)) nullsAreDistinct(model.schema)
      }
      const removeOne = database.deleteOne
      const deleteOne: DeleteOne = async (deletion) => {
        if (deletion.returning === false) return removeOne.call(database, deletion)
        const { collection, joins, req, select, where } = deletion
        const doc = await database.findOne({ collection, joins, req, select, where })
        if (!doc) return null
        await removeOne.call(database, { collection, req, returning: false, where: { id: { equals: doc.id } } })
        return doc
      }
      database.deleteOne = deleteOne
      return database
    },
  }
}

/** The BSON type a unique index keeps, by mongoose type: values of other types (null) are not indexed. */
const INDEXED_TYPE: Record<string, string> = { String: 'string', Number: 'number', Date: 'date', ObjectId: 'objectId' }

/**
 * A unique field left empty (null) on several documents: SQL allows it (NULLs are distinct), while the
 * sparse index Payload declares for a unique field skips only documents without the field, so a second
 * null is a duplicate (a second cancelled appointment, whose slot key is cleared). The index is made
 * partial instead, on the values of the field's type: null is never indexed. Same name, same uniqueness
 * for every value.
 */
function nullsAreDistinct(schema: Schema): void {
  schema.eachPath((path, type) => {
    const holder = type as unknown as { _index?: unknown; instance: string }
    const index = holder._index as { unique?: boolean; sparse?: boolean } | undefined
    const bsonType = INDEXED_TYPE[holder.instance]
    if (!index || typeof index !== 'object' || !index.unique || !index.sparse || !bsonType) return
    const { sparse: _sparse, ...rest } = index
    holder._index = { ...rest, partialFilterExpression: { [path]: { $type: bsonType } } }
  })
}
