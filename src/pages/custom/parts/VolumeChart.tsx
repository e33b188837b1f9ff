import { useMemo } from 'react';
import { formatAmount } from '../../../model/format';

export interface DailyVolume {
  date: string;
  volume: string;
  trades: number;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 64 };

/** Daily traded volume as bars (plain SVG: no chart library for one chart). */
export function VolumeChart({ data }: { data: DailyVolume[] }) {
  const { bars, ticks } = useMemo(() => {
    const max = Math.max(1, ...data.map((day) => Number(day.volume)));
    const step = niceStep(max / 4);
    const top = Math.ceil(max / step) * step;
    const innerWidth = WIDTH - PAD.left - PAD.right;
    const innerHeight = HEIGHT - PAD.top - PAD.bottom;
    const slot = innerWidth / Math.max(1, data.length);
    return {
      bars: data.map((day, index) => {
        const height = (Number(day.volume) / top) * innerHeight;
        return {
          ...day,
          x: PAD.left + index * slot + slot * 0.15,
          width: slot * 0.7,
          y: PAD.top + innerHeight - height,
          height,
        };
      }),
      ticks: Array.from({ length: Math.round(top / step) + 1 }, (_, index) => ({
        value: index * step,
        y: PAD.top + innerHeight - (index * step * innerHeight) / top,
      })),
    };
  }, [data]);

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label="Daily traded volume, last 30 days"
      className="volume-chart"
    >
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={tick.y} y2={tick.y} stroke="#eef0f4" />
          <text x={PAD.left - 8} y={tick.y + 4} textAnchor="end" fontSize="11" fill="#8c8c8c">
            {compact(tick.value)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => (
        <g key={bar.date}>
          <rect
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={Math.max(bar.height, 0)}
            rx={2}
            fill="#4c6ef5"
          >
            <title>{`${bar.date}: ${formatAmount(bar.volume, 'USDC')} in ${bar.trades} trades`}</title>
          </rect>
          {/* Every fifth day, counted back from the last one (today), is labelled. */}
          {(data.length - 1 - index) % 5 === 0 && (
            <text
              x={bar.x + bar.width / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="11"
              fill="#8c8c8c"
            >
              {bar.date.slice(5)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

function compact(value: number): string {
  if (value >= 1_000_000) return `${+(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${+(value / 1_000).toFixed(1)}k`;
  return String(value);
}
