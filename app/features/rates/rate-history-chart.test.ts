import { describe, expect, it } from 'vitest'
import { chartGeometry, describeSeries } from './rate-history-chart'

const pts = [
  { date: '2026-03-01', ourRate: 4.25, postedRate: 6 },
  { date: '2026-03-05', ourRate: 4.4, postedRate: 6 },
  { date: '2026-03-10', ourRate: 4.09, postedRate: 6 },
]

describe('rate history chart', () => {
  it('scales the line into the box: lowest value lowest, oldest on the left', () => {
    const g = chartGeometry(pts)
    expect(g.min).toBe(4.09)
    expect(g.max).toBe(4.4)
    const coords = g.line.split(' ').map((c) => c.slice(1).split(',').map(Number) as [number, number])
    expect(coords).toHaveLength(3)
    expect(coords[0]![0]).toBeLessThan(coords[2]![0])
    // SVG y grows downwards: the highest rate is nearest the top.
    expect(coords[1]![1]).toBeLessThan(coords[0]![1])
    expect(coords[2]![1]).toBeGreaterThan(coords[0]![1])
    expect(g.area.endsWith('Z')).toBe(true)
  })

  it('a single point or a flat series still draws', () => {
    expect(chartGeometry([pts[0]!]).line).toMatch(/^M300\.0,/)
    const flat = chartGeometry([pts[0]!, { ...pts[1]!, ourRate: 4.25 }])
    expect(flat.line).not.toContain('NaN')
  })

  it('says what the line shows', () => {
    expect(describeSeries(pts, 'Our 5 year fixed Conventional rate')).toBe(
      'Our 5 year fixed Conventional rate: 4.09% on Mar 10, down 0.16 points from 4.25% on Mar 1.',
    )
    expect(describeSeries([pts[0]!, { ...pts[1]!, ourRate: 4.25 }], 'X')).toContain('unchanged')
    expect(describeSeries([pts[2]!], 'X')).toBe('X: 4.09% on Mar 10.')
  })
})
