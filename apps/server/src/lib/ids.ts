const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the URL that cannot name a row answers 404 rather than a uuid cast error (500). */
export const isUuid = (value: string) => UUID.test(value);
