// CSS modules in the server-render smoke test: each class name maps to itself, as the bundler's
// CSS module output would map it to a hashed one; the styles themselves do not matter there.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
