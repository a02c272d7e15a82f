module.exports = require('./build/jest.frontend.cjs')(__dirname);
module.exports.displayName = 'shared';
