/** "03 / 04": the image carousel's visible position, as the server renders it and the script updates it. */
export const slideCounter = (index: number, count: number) =>
  `${String(index + 1).padStart(2, "0")} / ${String(count).padStart(2, "0")}`;
