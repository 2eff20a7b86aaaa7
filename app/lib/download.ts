/**
 * Saves a file answer (a CSV export) as a download: the name from its Content-Disposition (or
 * `fallbackName`).
 */
export async function saveResponseAsFile(res: Response, fallbackName: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  saveBlob(await res.blob(), name)
}

/** Saves a blob under `name` through an object URL and a temporary link, revoked a little later. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  try {
    const a = document.createElement('a')
    a.href = url
    a.download = name
    document.body.appendChild(a)
    a.click()
    a.remove()
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}
