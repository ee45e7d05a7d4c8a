/** Own-property check that works in Safari 15.0-15.3, which lacks Object.hasOwn. */
export function has<T extends object>(object: T, key: PropertyKey): key is keyof T {
  return Object.prototype.hasOwnProperty.call(object, key);
}
