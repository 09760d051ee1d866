import { Image, Swiper } from 'antd-mobile';
import './DetailsGallery.css';

/** The product pictures, swiped; the thumbnail stands in when there are none. */
export function DetailsGallery({
  images,
  thumbnail,
  name,
}: {
  images: string[];
  thumbnail: string;
  name: string;
}) {
  const pictures = images.length > 0 ? images : [thumbnail];
  return (
    <Swiper
      className="details-gallery"
      loop={pictures.length > 1}
      indicator={pictures.length > 1 ? undefined : () => null}
    >
      {pictures.map((src, index) => (
        <Swiper.Item key={`${index}-${src}`}>
          <Image src={src} alt={name} fit="cover" className="details-picture" />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
