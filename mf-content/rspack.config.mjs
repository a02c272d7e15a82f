import { createAppConfig } from '@ccl/shared/build/rspack';

// Exposes every src/pages/<Name>.tsx as './<Name>'.
export default createAppConfig({ dir: import.meta.dirname, port: 3014 });
