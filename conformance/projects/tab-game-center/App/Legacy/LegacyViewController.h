#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The second tab's root: the classic mode, kept from the game's first version.
@interface LegacyViewController : UIViewController

@property (nonatomic, weak) IBOutlet UILabel *scoreLabel;

@end

NS_ASSUME_NONNULL_END
