#import "LegacyViewController.h"

@implementation LegacyViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.scoreLabel.text = @"Classic mode";
}

- (BOOL)shouldAutorotate {
    return YES;
}

- (NSUInteger)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskLandscape;
}

@end
