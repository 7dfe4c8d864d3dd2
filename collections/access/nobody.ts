/**
 * No request, whoever sends it (a collection's, a global's or a field's door): the door is the product's own
 * (hooks, jobs and services with overrideAccess after their own check), or it leads nowhere (the versions of a
 * collection or global that keeps none).
 */
export const nobody = (): false => false
