// The enrolment's QR code, drawn on the server as one SVG path (no script, no image request, nothing
// for the Content-Security-Policy to allow): the page renders the path inside its own <svg>. The
// encoder is loaded with the first enrolment, not at start-up (decision 159).

export type QrPath = { size: number; path: string };

export async function qrPath(text: string): Promise<QrPath> {
  const { default: QRCode } = await import("qrcode");
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const margin = 4;
  let path = "";
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
  return { size: modules.size + 2 * margin, path };
}
