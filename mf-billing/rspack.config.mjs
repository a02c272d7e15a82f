import { createAppConfig } from '@ccl/shared/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  port: 3015,
});
