module.exports = require('@ccl/shared/build/jest')(__dirname);
module.exports.displayName = 'mf-content';
