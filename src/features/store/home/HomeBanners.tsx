import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBaseSettings, usePublicConfig, type Banner, type BaseSettings } from '../../../api/config';
import { appLink } from '../../../lib/route';
import { Carousel } from '../../../ui/layout/Carousel';
import './HomeBanners.css';

const selectBanners = (settings: BaseSettings) => settings.banners;

/**
 * The promotions of the base settings, over their pictures. A banner opens its link only when it is a route of
 * the app; while the settings load, and when they could not be read, the mall's own picture holds the place
 * (the one the prerendered shell shows, src/shell): the hall keeps its shape, nothing under it jumps up. There
 * is no carousel when the server has no banners.
 */
export function HomeBanners({ open }: { open: (path: string) => void }) {
  const { t } = useTranslation();
  // undefined while the settings load and after they failed to (a server without them answers null)
  const settingsMissing = usePublicConfig().data === undefined;
  const banners = useBaseSettings(selectBanners);

  if (settingsMissing) {
    return (
      <img
        className="home-banners home-banner-brand"
        src="/shell/banner.webp"
        width={750}
        height={300}
        alt=""
      />
    );
  }
  if (banners.length === 0) return null;
  return (
    <Carousel
      className="home-banners"
      items={banners}
      itemKey={(banner) => banner.id}
      label={t('home.promotions')}
      slideLabel={(index, count) => t('home.slide', { index, count })}
      renderItem={(banner, _index, near) => <BannerSlide banner={banner} near={near} open={open} />}
    />
  );
}

function BannerSlide({
  banner,
  near,
  open,
}: {
  banner: Banner;
  /** the slide is shown or next: its picture loads (src/ui/layout/Carousel.tsx) */
  near: boolean;
  open: (path: string) => void;
}) {
  const link = appLink(banner.link);
  const content = (
    <>
      <img
        className="banner-picture"
        src={near ? banner.image : undefined}
        width={banner.width || undefined}
        height={banner.height || undefined}
        alt=""
      />
      <span className="banner-text">
        <strong className="banner-title">{banner.title}</strong>
        {banner.subtitle ? <span className="banner-subtitle">{banner.subtitle}</span> : null}
      </span>
    </>
  );
  if (!link) return <div className="banner">{content}</div>;
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    open(link);
  };
  return (
    <a className="banner" href={link} onClick={follow}>
      {content}
    </a>
  );
}
