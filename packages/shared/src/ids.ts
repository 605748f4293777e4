const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Can this id from an address name a record? Every record's id is a UUID, so anything else is
 * answered 404 at once: by the API (rather than a database cast error) and by the pages.
 */
export const isUuid = (value: string) => UUID.test(value);
