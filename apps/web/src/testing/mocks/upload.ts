import { vi } from 'vitest';

type Answer =
  | { status: number; body: unknown; progress?: [loaded: number, total: number][] }
  | { networkError: true };

/**
 * Replaces XMLHttpRequest (the upload's transport, for its progress events) with a fake that
 * answers every request with `answer`, after the progress steps it lists. Returns the sent
 * requests so tests can look at them.
 */
export function mockUpload(answer: Answer) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };

    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      // Answered on a later turn, as the network would.
      setTimeout(() => {
        if ('networkError' in answer) {
          this.onerror?.();
          return;
        }
        for (const [loaded, total] of answer.progress ?? []) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        }
        this.status = answer.status;
        this.responseText =
          typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** What POST /api/images answers for a good picture. */
export const uploadedImage = {
  success: true,
  data: {
    display_url: '/uploads/abc.webp',
    card_url: '/uploads/abc-640.webp',
    width: 1600,
    height: 1200,
    size: 12345,
  },
};
