/** 1234567 → '1,234,567': a whole number's digits with en-CA's thousands separators, without Intl. */
export const groupThousands = (digits: number | string) => String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
