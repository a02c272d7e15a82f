import { server } from '@ccl/shared/test';
import { http, HttpResponse } from 'msw';

/** Speech and other media files: a few bytes are enough for the fake decoder in test/media.ts. */
export function givenMedia(): void {
  server.use(http.get('*/api/media/*', () => new HttpResponse(new Uint8Array(2048), { headers: { 'content-type': 'audio/ogg' } })));
}
