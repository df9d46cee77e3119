import type { PageContext } from '../context.ts';
import { Icon, Stars } from './icons.tsx';

/** A WhatsApp-style conversation drawn in HTML and CSS, so it is translated and crisp at any size. */
export function ChatMockup({ ctx }: { ctx: PageContext }) {
  const name = ctx.t('home.hero.mockupName');
  return (
    <figure className="chat-mockup" aria-label={ctx.t('home.hero.mockupLabel')}>
      <div className="chat-mockup__screen">
        <div className="chat-mockup__head">
          <span className="chat-mockup__avatar" aria-hidden="true">
            {name.charAt(0)}
          </span>
          <span>{name}</span>
        </div>
        <div className="chat-mockup__body">
          <p className="bubble bubble--in">
            {ctx.t('home.hero.mockupMessage')}
            <span className="bubble__link">
              <Icon name="star" size={16} />
              {ctx.t('home.hero.mockupLink')}
            </span>
          </p>
          <p className="bubble bubble--out">
            {ctx.t('home.hero.mockupReply')} <Stars rating={5} label={ctx.t('testimonials.ratingLabel', { rating: 5 })} />
          </p>
        </div>
      </div>
    </figure>
  );
}
