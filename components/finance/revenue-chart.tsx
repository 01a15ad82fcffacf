import type { MonthReceived } from "@/lib/data/finance";
import { monthLabel, shortMonthLabel } from "@/lib/finance/months";
import { formatAmount } from "@/lib/format";
import { finance } from "@/lib/messages/finance";

const t = finance.chart;

const WIDTH = 360;
const HEIGHT = 160;
const AXIS = 18;

/**
 * The last 12 months' revenue as a bar chart drawn on the server (plain SVG: no chart library and
 * no script in the browser), scaled by the viewBox to any width, and the same numbers as a table
 * for screen readers and for reading exact values.
 */
export function RevenueChart({ months }: { months: MonthReceived[] }) {
  const values = months.map((month) => Number(month.total));
  const top = Math.max(...values, 1);
  const slot = WIDTH / months.length;
  const barWidth = slot * 0.7;
  const first = months[0]!.month;
  const last = months.at(-1)!.month;
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-label={t.label(monthLabel(first), monthLabel(last))}
        className="h-auto w-full text-primary"
        data-testid="revenue-chart"
      >
        {months.map((month, index) => {
          const height = (values[index]! / top) * (HEIGHT - 4);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={month.month}>
              <rect x={x} y={HEIGHT - height} width={barWidth} height={height} rx={2} className="fill-current">
                <title>{`${shortMonthLabel(month.month)}: ${formatAmount(values[index]!)}`}</title>
              </rect>
              <text x={x + barWidth / 2} y={HEIGHT + AXIS - 5} textAnchor="middle" className="fill-muted-foreground" fontSize={9}>
                {shortMonthLabel(month.month)}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth={1} />
      </svg>
      <table className="w-full text-sm" data-testid="revenue-table">
        <caption className="sr-only">{t.heading}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              {t.month}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t.revenue}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} className="border-b last:border-b-0">
              <th scope="row" className="py-1 text-left font-normal capitalize">
                {shortMonthLabel(month.month)}
              </th>
              <td className="py-1 text-right tabular-nums">{formatAmount(month.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
