/** What the API answered: status and parsed JSON body (null when there was none or it was not JSON). */
export interface RawResponse {
  status: number;
  body: unknown;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** JSON calls over fetch; same origin, so the session cookie travels with every call. */
export async function sendJson(method: string, url: string, json: unknown): Promise<RawResponse> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (json !== undefined) {
    init.headers = { accept: 'application/json', 'content-type': 'application/json' };
    init.body = JSON.stringify(json);
  }
  const response = await fetch(url, init);
  return { status: response.status, body: parseJson(await response.text()) };
}

/**
 * Multipart uploads over XMLHttpRequest: fetch cannot report upload progress, and staff on a slow
 * connection need to see that a 10 MB image is still on its way.
 */
export function sendForm(
  method: string,
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) }));
    xhr.addEventListener('error', () => reject(new TypeError('Network error')));
    xhr.addEventListener('abort', () => reject(new TypeError('Upload aborted')));
    xhr.send(form);
  });
}
