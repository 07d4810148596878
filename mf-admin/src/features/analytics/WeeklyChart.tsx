import { formatDate, formatNumber } from '@bonus-atlas/shared-ui';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import styles from './Analytics.module.css';

// only what a bar chart needs: chart.js tree-shakes the rest
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface WeeklyChartProps {
  title: string;
  /** caption of the table that reads the same numbers to screen readers */
  tableCaption: string;
  weekLabel: string;
  weeks: readonly { start: Date; value: number }[];
  format?: (value: number) => string;
}

const dayMonth = (date: Date) => formatDate(date, { day: 'numeric', month: 'short' });

/** Twelve weeks as bars (chart.js on a canvas), with the same numbers as a table for screen readers. */
export function WeeklyChart({ title, tableCaption, weekLabel, weeks, format = formatNumber }: WeeklyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: weeks.map((week) => dayMonth(week.start)),
        datasets: [
          { label: title, data: weeks.map((week) => week.value), backgroundColor: '#2563eb', borderRadius: 4 },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { callbacks: { label: (item) => format(Number(item.raw)) } } },
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => format(Number(value)) } },
          x: { ticks: { autoSkip: true, maxRotation: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [weeks, title, format]);

  return (
    <figure className={styles.chart} aria-label={title}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div className={styles.canvasBox}>
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
      <table className={styles.srOnly}>
        <caption>{tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{weekLabel}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start.toISOString()}>
              <td>{dayMonth(week.start)}</td>
              <td>{format(week.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
