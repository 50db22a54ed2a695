// The service's API as the Node benchmarks call it, against the server at BASE.

const base = process.env.BASE;

/** Calls the JSON API; anything but code 0 throws. */
export async function api(method, path, token, body) {
  const response = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A tus request to an upload URL (relative ones resolve against BASE); an error status throws. */
export async function tus(method, url, token, headers, body) {
  const response = await fetch(new URL(url, base), {
    method,
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}`, ...headers },
    body,
  });
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** A new account; its token pair. */
export async function signUp() {
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  return api('POST', '/api/auth/register', null, { email, password: 'bench-kettle-harbor-7', nickname: 'bench' });
}

/** Starts a recording as the recorders do (init with record: true); its video, upload URL and share key. */
export async function recordInit(token, title) {
  return api('POST', '/api/v2/record/local/init', token, {
    title,
    folder_id: 0,
    client: 'bench',
    client_version: '1',
    screen_size: '640x360',
    recorder_version: '1',
    record: true,
  });
}
