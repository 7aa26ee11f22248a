// The app's carousel: the presentational Swiper view (src/ui/carousel.tsx) driven by its flow
// (./use-carousel.ts). Lazily loaded pages only, so Swiper stays out of the entry chunk.
import { type CarouselProps, CarouselView } from '../../ui/carousel';
import { useCarousel } from './use-carousel';

export type { CarouselProps, SlidesPerView } from '../../ui/carousel';

export function Carousel(props: CarouselProps) {
  const flow = useCarousel({ autoplayMs: props.autoplayMs, slides: props.slides.length });
  return <CarouselView {...props} flow={flow} />;
}
