import { Spin } from 'antd';

/** A centred spinner for a page or section that is loading. */
export function FullPageSpin({ tip }: { tip?: string }) {
  return (
    <div className="full-page-center" role="progressbar" aria-label={tip ?? 'Loading'}>
      <Spin size="large" />
    </div>
  );
}
