/** The confidence calibration table of archetype names: of the names given in each band, the share right. */
export interface Call { id: string; name: string; confidence: number; right: boolean }

const BANDS = [[0, 0.2], [0.2, 0.4], [0.4, 0.6], [0.6, 0.8], [0.8, 1.01]] as const;

export function calibration(calls: Call[]) {
  return BANDS.map(([lo, hi]) => {
    const inBand = calls.filter((c) => c.confidence >= lo && c.confidence < hi);
    const right = inBand.filter((c) => c.right).length;
    const mean = inBand.reduce((s, c) => s + c.confidence, 0) / Math.max(1, inBand.length);
    return { band: `${lo.toFixed(1)}-${Math.min(hi, 1).toFixed(1)}`, decks: inBand.length, right, accuracy: inBand.length ? Math.round((right / inBand.length) * 100) / 100 : null, meanConfidence: Math.round(mean * 100) / 100 };
  });
}
